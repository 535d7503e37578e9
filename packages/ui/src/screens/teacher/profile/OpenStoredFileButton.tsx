import { useDownloadTeacherFile, type TeacherFileField } from '@portal/api-client/teachers';
import { LuExternalLink } from 'react-icons/lu';
import { ActionButton } from '../../../feedback/ActionButton';
import { showErrorToast } from '../../../feedback/toaster';

export const OPEN_STORED_FILE_LABEL = 'Åpne lagret fil';
export const OPEN_FILE_FAILED_TITLE = 'Kunne ikke åpne filen';
// Long enough for the new tab to load the PDF; the URL is only a handle on memory in this page.
const OBJECT_URL_LIFETIME_MS = 5 * 60_000;

/** Shows a Blob: in the tab opened during the click, or as a download when pop-ups are blocked. */
function showBlob(blob: Blob, tab: Window | null, fileName: string) {
  const url = URL.createObjectURL(blob);
  if (tab) {
    tab.location.href = url;
  } else {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.click();
  }
  setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
}

/**
 * Opens a teacher's stored PDF in a new tab. The file route needs the JWT header, so the file is
 * fetched through the API client and shown from memory rather than linked directly.
 */
export function OpenStoredFileButton({
  teacherId,
  field,
  fileLabel,
}: {
  teacherId: number;
  field: TeacherFileField;
  /** What the file is, for the button's accessible name ('Politiattest'). */
  fileLabel: string;
}) {
  const download = useDownloadTeacherFile();
  const open = () => {
    // Opened during the click, so the browser does not block it as a pop-up.
    const tab = window.open('', '_blank');
    download.mutate(
      { id: teacherId, field },
      {
        onSuccess: (blob) => showBlob(blob, tab, `${fileLabel}.pdf`),
        onError: (error) => {
          tab?.close();
          showErrorToast(error, { title: OPEN_FILE_FAILED_TITLE });
        },
      },
    );
  };
  return (
    <ActionButton
      size="xs"
      variant="outline"
      alignSelf="start"
      onClick={open}
      loading={download.isPending}
      aria-label={`${OPEN_STORED_FILE_LABEL}: ${fileLabel}`}
    >
      <LuExternalLink aria-hidden="true" />
      {OPEN_STORED_FILE_LABEL}
    </ActionButton>
  );
}
