import type { GetServerSidePropsContext } from 'next';

/**
 * Answers HTTP 404 for a page that still renders (it explains what is missing). Not on the JSON
 * requests of client-side navigation: Next would take the 404 for a missing page and reload.
 */
export function answerNotFound({ req, res }: Pick<GetServerSidePropsContext, 'req' | 'res'>): void {
  const dataRequest = req.headers['x-nextjs-data'] !== undefined || (req.url ?? '').startsWith('/_next/data/');
  if (!dataRequest) res.statusCode = 404;
}
