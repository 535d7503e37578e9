// Story-only: catches the file downloads a screen starts (saveTextFile clicks a link with
// `download`), so a play function can read the file's name and text without the browser saving it.

export interface CapturedDownload {
  name: string;
  href: string;
}

export const capturedDownloads: CapturedDownload[] = [];

/** Installs the catcher (a story's beforeEach); the returned function puts the real click back. */
export function captureDownloads(): () => void {
  capturedDownloads.length = 0;
  const realClick = HTMLAnchorElement.prototype.click;
  HTMLAnchorElement.prototype.click = function click(this: HTMLAnchorElement) {
    if (this.download) capturedDownloads.push({ name: this.download, href: this.href });
    else realClick.call(this);
  };
  return () => {
    HTMLAnchorElement.prototype.click = realClick;
  };
}

/** The text of a caught download (its Blob URL is still valid). */
export async function downloadText(download: CapturedDownload): Promise<string> {
  return (await fetch(download.href)).text();
}
