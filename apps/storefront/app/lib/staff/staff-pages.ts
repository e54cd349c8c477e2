/**
 * Whether a page is one of the restaurant's (/admin and its pages): the shop's page end (footer,
 * banners, consent, tag) stays off them. Kept alone so the page end's chunk takes nothing else.
 */
export function isStaffPage(pathname: string): boolean {
  return pathname === "/admin" || pathname.startsWith("/admin/");
}
