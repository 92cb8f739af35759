/** Page props every online page gets from the server. */
export interface OnlinePageProps {
  /** The API origin from the server's environment (NEXT_PUBLIC_API_URL at run time), or null. */
  apiUrl: string | null;
}
