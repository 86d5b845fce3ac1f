import { createContext, useContext, type ReactNode } from 'react';

/** Whose bio-data a page offers. */
export interface BioDataDownloadProps {
  /** Another member's (their connection with the caller is accepted); absent for the member's own. */
  memberId?: number;
  /** Names the file: `{profileId}.pdf`. */
  profileId: string;
  /** The member's name, for the dialog's title when it is another member's bio-data. */
  memberName: string;
}

/** Draws the bio-data download (the bio-data feature's button and modal, as an element). */
export type BioDataDownloadRenderer = (props: BioDataDownloadProps) => ReactNode;

const BioDataDownloadContext = createContext<BioDataDownloadRenderer | null>(null);

/**
 * Features do not import each other: the own profile (profile) and a member's detail (matches) offer the bio-data
 * download (bio-data) through this slot, which the site's shell fills, as MemberActions does. `render` should be a
 * stable function declared once, outside any component.
 */
export function BioDataDownloadProvider({ render, children }: { render: BioDataDownloadRenderer; children: ReactNode }) {
  return <BioDataDownloadContext.Provider value={render}>{children}</BioDataDownloadContext.Provider>;
}

/** The "Download bio-data" button where a page shows it; nothing outside a provider. */
export function BioDataDownload(props: BioDataDownloadProps) {
  const render = useContext(BioDataDownloadContext);
  return render ? render(props) : null;
}
