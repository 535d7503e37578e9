import { Box, Flex, Heading, Link, Spinner, chakra } from '@chakra-ui/react';
import { useId, useState, type ReactNode } from 'react';
import { LuExternalLink } from 'react-icons/lu';
import { useColorMode } from '../../../theme/useColorMode';
import { FRAME_LOADING_LABEL, NEW_TAB_LABEL, OPEN_IN_METABASE } from './dashboardTexts';

/** The signed URL with Metabase's dark theme in the fragment when the portal is dark. */
export function themedEmbedUrl(url: string, dark: boolean): string {
  if (!dark) return url;
  return url.includes('#') ? `${url}&theme=night` : `${url}#theme=night`;
}

/**
 * One embedded Metabase dashboard or question: a section with its name as heading, an optional
 * link into Metabase, and the frame. The frame is as wide as the page allows (never wider), so a
 * phone does not scroll sideways; `aspectRatio` keeps a diagram's proportions as it shrinks.
 */
export function EmbedFrame({
  name,
  url,
  frameTitle,
  metabaseUrl,
  maxWidth,
  aspectRatio,
  height,
}: {
  name: string;
  url: string;
  /** The frame's accessible name. */
  frameTitle: string;
  metabaseUrl?: string | null;
  maxWidth?: number;
  aspectRatio?: string;
  height?: Record<string, string>;
}) {
  const headingId = useId();
  const { colorMode } = useColorMode();
  const src = themedEmbedUrl(url, colorMode === 'dark');
  // A new URL (a fresh signature, or the other theme) loads the frame again.
  const [loadedSrc, setLoadedSrc] = useState<string | null>(null);
  const loaded = loadedSrc === src;
  let link: ReactNode = null;
  if (metabaseUrl) {
    link = (
      <Link
        href={metabaseUrl}
        target="_blank"
        rel="noopener noreferrer"
        colorPalette="brand"
        variant="underline"
        textStyle="sm"
      >
        {OPEN_IN_METABASE}
        <LuExternalLink aria-label={NEW_TAB_LABEL} />
      </Link>
    );
  }
  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      w="full"
      maxW={maxWidth ? `${maxWidth}px` : undefined}
      minW="0"
    >
      <Flex mb="2" gap="2" wrap="wrap" align="baseline" justify="space-between">
        <Heading as="h2" size="md" id={headingId}>
          {name}
        </Heading>
        {link}
      </Flex>
      <Box position="relative">
        <chakra.iframe
          src={src}
          title={frameTitle}
          data-loaded={loaded ? 'true' : 'false'}
          onLoad={() => setLoadedSrc(src)}
          display="block"
          w="full"
          h={aspectRatio ? 'auto' : height}
          aspectRatio={aspectRatio}
          borderWidth="1px"
          borderStyle="solid"
          borderColor="border"
          borderRadius="md"
          bg="bg.panel"
          referrerPolicy="no-referrer"
        />
        {loaded ? null : (
          <Flex
            role="status"
            aria-label={FRAME_LOADING_LABEL}
            position="absolute"
            inset="0"
            align="center"
            justify="center"
            pointerEvents="none"
          >
            <Spinner size="lg" color="brand.solid" borderWidth="3px" aria-hidden />
          </Flex>
        )}
      </Box>
    </Box>
  );
}
