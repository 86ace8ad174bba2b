import type { AppShellLinkProps } from '@invest/ui/AppShell';
import { Link } from 'react-router';

/** The shell's links as router links (client-side navigation). */
export function RouterLink({ href, ...props }: AppShellLinkProps) {
  return <Link to={href} {...props} />;
}
