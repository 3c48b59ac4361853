import { useSearchParams } from 'react-router';

/**
 * The period a screen shows, kept in the address (`?weeks=26`, `?days=90`) so that a reload or a
 * shared link shows the same; anything not offered reads as the default.
 */
export function usePeriod(param: 'weeks' | 'days', offered: readonly number[], fallback: number) {
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get(param));
  const period = offered.includes(asked) ? asked : fallback;
  const choose = (next: number) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set(param, String(next));
        return updated;
      },
      { replace: true },
    );
  return [period, choose] as const;
}
