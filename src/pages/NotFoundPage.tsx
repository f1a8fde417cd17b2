import { MessagePage } from '../components/MessagePage';
import { notFound } from '../content';

export function NotFoundPage() {
  return (
    <MessagePage heading={notFound.heading} homeLink={notFound.homeLink}>
      <p>{notFound.text}</p>
    </MessagePage>
  );
}
