import { NavLink } from 'react-router';

/**
 * The header's account entry. Sign-in lands later: it will show Logout here when a signed-in user
 * exists (SPEC section 2), and Login otherwise.
 */
export function AuthLink({ className }: { className?: string }) {
  return (
    <NavLink to="/login" className={className}>
      Login
    </NavLink>
  );
}
