/**
 * Builds an inline script for `<head>` that repairs the theme's stored client state before the
 * theme's own inline script reads it (siteConfig `headTags` run before the theme's pre-body
 * script). Two Docusaurus 3.10 behaviours it corrects, both pinned by tests/e2e/theme.test.ts:
 *
 * - A stored colour mode other than `light` or `dark` (`"purple"`) is copied into
 *   `data-theme` as is, so no theme styles apply. Spec section 4 knows only light and dark: the
 *   bad value is dropped and the default, light, applies.
 * - The pre-render script hides the announcement bar when any dismissal is stored, without
 *   comparing the stored announcement id, so a new announcement stays hidden until a reload.
 *   Spec section 4: the dismissal resets when the id changes. The dismissal of another id is
 *   dropped.
 *
 * @param announcementId the current `themeConfig.announcementBar.id`
 * @returns JavaScript source; it never throws (storage may be unavailable).
 */
export function storageRepairScript(announcementId: string): string {
  return `(function () {
  try {
    var theme = localStorage.getItem('theme');
    if (theme !== null && theme !== 'light' && theme !== 'dark') localStorage.removeItem('theme');
    if (localStorage.getItem('docusaurus.announcement.id') !== ${JSON.stringify(announcementId)}) {
      localStorage.removeItem('docusaurus.announcement.dismiss');
    }
  } catch (e) {}
})();`;
}
