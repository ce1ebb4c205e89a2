import { useT } from '../app-context.js';

export function NotFoundScreen() {
  const t = useT();
  return <h1>{t('error.404.message')}</h1>;
}

export function ErrorScreen({ status, message }: { status: number; message: string }) {
  return <p>{`Error: ${status}, ${message}`}</p>;
}

export function BlockedPage() {
  const t = useT();
  return <h1>{t('blocked.title')}</h1>;
}
