import { fireEvent, screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/**
 * The error a person reads next to a field, found as assistive technology finds it: the field is
 * marked invalid and described by the message. Null when the field shows no error.
 */
export function fieldError(label: string | RegExp): string | null {
  const control = screen.getByLabelText(label);
  const describedBy = control.getAttribute('aria-describedby');
  if (!describedBy || control.getAttribute('aria-invalid') !== 'true') return null;
  return document.getElementById(describedBy)?.textContent ?? null;
}

/** Every field's error, by label: `{ Name: 'Name is required', Email: null }`. */
export function fieldErrors(labels: readonly string[]): Record<string, string | null> {
  return Object.fromEntries(labels.map((label) => [label, fieldError(label)]));
}

/** A picture file of `bytes` bytes. */
export function picture(bytes: number, type = 'image/png', name = 'photo.png'): File {
  return new File([new Uint8Array(bytes)], name, { type });
}

/**
 * Picks `file` in a file input as the browser does once the person chose it: the input holds it
 * and fires `change`. (user-event's upload fakes `files` on the element, which happy-dom's
 * FormData does not read, so forms would see no file.)
 */
export function chooseFile(input: HTMLInputElement, file: File): void {
  const chosen = new DataTransfer();
  chosen.items.add(file);
  input.files = chosen.files;
  fireEvent.input(input);
  fireEvent.change(input);
}

/** Puts `text` in a field as a paste does: one input event instead of one per key, for text whose typing is not under test. */
export async function fill(user: UserEvent, control: HTMLElement, text: string): Promise<void> {
  await user.click(control);
  await user.paste(text);
}
