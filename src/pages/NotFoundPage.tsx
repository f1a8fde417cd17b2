import { MessagePage } from '../components/MessagePage';
import { notFound } from '../content/site';

export function NotFoundPage() {
  return (
    <MessagePage heading={notFound.heading}>
      <p>{notFound.text}</p>
    </MessagePage>
  );
}
