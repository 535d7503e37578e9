import { Box, Card, Center, Heading, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { OFFLINE_SIGN_IN_TEXT, OfflineNotice } from '../../feedback/OfflineNotice';
import { useDocumentTitle } from '../../layout/documentTitle';
import { Logo } from '../../layout/Logo';

export interface PublicPageProps {
  /** The page's h1. */
  title: string;
  children: ReactNode;
}

/** The frame of the sign-in pages: logo and one card, centred, full width on phones. The title is the document's too. */
export function PublicPage({ title, children }: PublicPageProps) {
  useDocumentTitle(title);
  return (
    <Center as="main" minH="100dvh" bg="shell.bg" px="4" py="8">
      <Stack gap="6" width="full" maxW="sm" align="stretch">
        <Box alignSelf="center">
          <Logo />
        </Box>
        <OfflineNotice text={OFFLINE_SIGN_IN_TEXT} />
        <Card.Root>
          <Card.Body gap="5">
            <Heading as="h1" size="xl">
              {title}
            </Heading>
            {children}
          </Card.Body>
        </Card.Root>
      </Stack>
    </Center>
  );
}
