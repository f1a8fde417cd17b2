import { MessagePage } from '../components/MessagePage';
import { notFound, pageMeta } from '../content';
import { usePageTitle } from '../hooks/usePageTitle';

export function NotFoundPage() {
  // A visitor who arrives from a dead link hears at once, from the tab title, that it led nowhere.
  usePageTitle(pageMeta.notFound.title);
  return (
    <MessagePage heading={notFound.heading} homeLink={notFound.homeLink}>
      <p>{notFound.text}</p>
    </MessagePage>
  );
}
