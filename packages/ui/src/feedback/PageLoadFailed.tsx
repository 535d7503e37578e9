import { Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { LuRefreshCw } from 'react-icons/lu';
import { RETRY_LABEL } from './ErrorState';
import { LoadingState } from './LoadingState';
import { pageFrame } from './pageFrame';

/** The heading of the page shown when a page's code did not load. */
export const PAGE_LOAD_FAILED_HEADING = 'Siden kunne ikke lastes';

// The tab's last automatic reload for a page that did not load: { path, at }.
const RELOAD_KEY = 'portal.page-load-reload';
// A reload this recent for the same address did not help: the next failure is shown, not reloaded.
const RELOAD_WINDOW_MS = 60_000;

const here = () => `${location.pathname}${location.search}`;

/** Whether this tab reloaded this address for a failed page load a moment ago. */
function reloadedJustNow(): boolean {
  try {
    const last = JSON.parse(sessionStorage.getItem(RELOAD_KEY) ?? 'null') as {
      path?: string;
      at?: number;
    } | null;
    return last?.path === here() && Date.now() - (last.at ?? 0) < RELOAD_WINDOW_MS;
  } catch {
    // No session storage: never reload on our own, so that a failure cannot reload for ever.
    return true;
  }
}

export interface PageLoadFailedProps {
  /**
   * Reload the page once on its own before saying anything (default true): a new version of the
   * portal replaces the files an open tab knows, and the reload brings the new ones. Stories pass
   * false to show what is left when the reload did not help.
   */
  reloadFirst?: boolean;
  /** Shown in an area's layout, which has the page's `<main>` already (see `ErrorPage`). */
  inLayout?: boolean;
}

/**
 * A page whose code did not load (no network, or a new version deployed since the tab opened).
 * It reloads the page once, then says so and offers 'Prøv igjen'. Not while the browser is
 * offline: the reload could not bring the file, and the browser's own offline page would replace
 * the portal (the layout says the connection is gone).
 */
export function PageLoadFailed({ reloadFirst = true, inLayout = false }: PageLoadFailedProps) {
  const [reloading] = useState(() => reloadFirst && navigator.onLine && !reloadedJustNow());
  useEffect(() => {
    if (!reloading) return;
    try {
      sessionStorage.setItem(RELOAD_KEY, JSON.stringify({ path: here(), at: Date.now() }));
    } catch {
      return; // without the mark a reload could repeat: show the message instead (below)
    }
    location.reload();
  }, [reloading]);

  if (reloading) return <LoadingState />;
  return (
    <Container {...pageFrame(inLayout)} maxW="xl">
      <Stack role="alert" gap="4" align="start">
        <Heading as="h1" size="xl">
          {PAGE_LOAD_FAILED_HEADING}
        </Heading>
        <Text>Sjekk nettforbindelsen og prøv igjen.</Text>
        <Button colorPalette="brand" onClick={() => location.reload()}>
          <LuRefreshCw aria-hidden />
          {RETRY_LABEL}
        </Button>
      </Stack>
    </Container>
  );
}
