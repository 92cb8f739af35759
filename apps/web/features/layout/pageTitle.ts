/** The document title of every page: "<page> · <site>", or the site name alone. */
export function pageTitle(title: string | undefined, siteName: string): string {
  return title ? `${title} · ${siteName}` : siteName;
}
