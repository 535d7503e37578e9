import { Box, Button, Code, Container, Heading } from '@chakra-ui/react';
import { LuHouse } from 'react-icons/lu';
import { pageFrame } from './pageFrame';

/** The heading of the router's error page, as the seed has it. */
export const ERROR_PAGE_HEADING = 'Unexpected Application Error!';

/** The way out of a whole-page error: the start page, which leads each role to its own. */
export const ERROR_PAGE_HOME_LABEL = 'Til forsiden';

export interface ErrorPageProps {
  status?: number;
  statusText?: string;
  /** Technical detail, shown in a code block. */
  message?: string;
  /**
   * Shown in an area's layout, whose `<main>` and padding the page already has (the portal's area
   * routes); default false: the whole page, its own `<main>`.
   */
  inLayout?: boolean;
}

/**
 * The page shown for any router error: the heading, the status and its text. As a whole page it
 * also links to the start page (a full load, which also leaves whatever state failed); in an area's
 * layout the sidebar is the way on.
 */
export function ErrorPage({ status, statusText, message, inLayout = false }: ErrorPageProps) {
  const statusLine = [status, statusText].filter(Boolean).join(' ');
  return (
    <Container {...pageFrame(inLayout)} maxW="3xl">
      <Heading as="h1" size="2xl" mb="3">
        {ERROR_PAGE_HEADING}
      </Heading>
      {statusLine ? (
        <Heading as="h2" size="lg" color="fg.muted" mb="4">
          {statusLine}
        </Heading>
      ) : null}
      {message ? (
        <Box>
          <Code as="pre" display="block" whiteSpace="pre-wrap" p="4" width="full">
            {message}
          </Code>
        </Box>
      ) : null}
      {inLayout ? null : (
        <Button asChild colorPalette="brand" mt="6">
          <a href="/">
            <LuHouse aria-hidden />
            {ERROR_PAGE_HOME_LABEL}
          </a>
        </Button>
      )}
    </Container>
  );
}
