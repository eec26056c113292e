import { Page } from '../../shared/ui';

/** /contact-us (not built yet: heading only). */
export function ContactPage() {
  return <Page title="Contact Us" />;
}
