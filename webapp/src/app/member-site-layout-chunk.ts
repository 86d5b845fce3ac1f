/** The signed-in shell's chunk (member-site-layout.tsx), loaded by routes/_site.tsx as soon as a member's page starts. */
export const loadMemberSiteLayout = () => import('./member-site-layout');
