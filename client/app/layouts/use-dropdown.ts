import { useId, useState, type FocusEvent, type KeyboardEvent } from 'react';

/**
 * A header dropdown's open state and the ways it closes (the header's menu, the user menu): on
 * Escape (focus back on its button), when focus leaves it, or when the caller closes it after a pick.
 * Spread `container` on the element holding the button and the menu.
 */
export function useDropdown() {
  const [open, setOpen] = useState(false);
  const menuId = useId();

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    event.currentTarget.querySelector('button')?.focus();
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
  };

  return {
    open,
    close: () => setOpen(false),
    toggle: () => setOpen((wasOpen) => !wasOpen),
    menuId,
    container: { className: `dropdown ${open ? 'dropdown-open' : 'dropdown-close'}`, onKeyDown, onBlur },
    button: { 'aria-expanded': open, 'aria-controls': menuId },
  };
}
