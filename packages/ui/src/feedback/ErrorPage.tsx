import { Box, Code, Container, Heading } from '@chakra-ui/react';

/** The heading of the router's error page, as the seed has it. */
export const ERROR_PAGE_HEADING = 'Unexpected Application Error!';

export interface ErrorPageProps {
  status?: number;
  statusText?: string;
  /** Technical detail, shown in a code block. */
  message?: string;
}

/** The page shown for any router error: the heading, the status and its text. */
export function ErrorPage({ status, statusText, message }: ErrorPageProps) {
  const statusLine = [status, statusText].filter(Boolean).join(' ');
  return (
    <Container as="main" maxW="3xl" py={{ base: '10', md: '16' }}>
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
    </Container>
  );
}
