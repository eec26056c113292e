import { useEffect } from 'react';
import { usePlace } from '../navigation/navigation';

/** Every navigation starts at the top of the page. */
export function ScrollToTop() {
  const { key } = usePlace();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [key]);
  return null;
}
