import { Card, Grid, Heading, Stack } from '@chakra-ui/react';
import { resetTokenLink, useResetTokens, type ResetToken } from '@portal/api-client/reset-tokens';
import { useState } from 'react';
import { EmptyState } from '../../../feedback/EmptyState';
import { ErrorState } from '../../../feedback/ErrorState';
import { LoadingState } from '../../../feedback/LoadingState';
import { showErrorToast, showToast } from '../../../feedback/toaster';
import { PageHeader } from '../../../layout/PageHeader';
import { CreateTokenCard } from './CreateTokenCard';
import { ManualCopyField } from './ManualCopyField';
import { TokenList } from './TokenList';
import {
  COPY_FAILED,
  COPY_FAILED_TEXT,
  LINK_COPIED,
  NO_TOKENS_TEXT,
  PASSWORD_TOKENS_INTRO,
  PASSWORD_TOKENS_TITLE,
  TOKENS_LOAD_ERROR,
  TOKENS_TITLE,
  linkCopiedText,
} from './passwordTokenTexts';

const TOKENS_HEADING_ID = 'password-tokens-live';

/** Writes to the clipboard; rejects where the browser has none or refuses (no focus, no permission). */
async function copyText(text: string): Promise<void> {
  if (!navigator.clipboard?.writeText) throw new Error('No clipboard');
  await navigator.clipboard.writeText(text);
}

export type PasswordTokensScreenProps = {
  /** Where the portal answers, the links' start; the page's own origin unless given (a tool on
   * another host, or a story that must not depend on the test server's port). */
  portalOrigin?: string;
};

/**
 * /employee/password-tokens ('Passord-tokens'): create a token for a user's e-mail, and copy the
 * link of any live token ({origin}/confirm-reset-password/?token={key}) to pass on to the user.
 */
export function PasswordTokensScreen({ portalOrigin }: PasswordTokensScreenProps) {
  const tokens = useResetTokens();
  const [manual, setManual] = useState<{ email: string; link: string } | null>(null);

  const copyLink = async (token: ResetToken) => {
    const link = resetTokenLink(portalOrigin ?? window.location.origin, token.key);
    try {
      await copyText(link);
      setManual(null);
      showToast({
        title: LINK_COPIED,
        description: linkCopiedText(token.user_email),
        type: 'success',
      });
    } catch (error) {
      setManual({ email: token.user_email, link });
      showErrorToast(error, { title: COPY_FAILED, description: COPY_FAILED_TEXT });
    }
  };

  let body;
  if (tokens.isPending) body = <LoadingState variant="skeleton" lines={4} />;
  else if (tokens.isError || !tokens.data)
    body = (
      <ErrorState
        message={TOKENS_LOAD_ERROR}
        onRetry={() => void tokens.refetch()}
        retrying={tokens.isFetching}
      />
    );
  else if (tokens.data.length === 0) body = <EmptyState title={NO_TOKENS_TEXT} size="sm" />;
  else
    body = (
      <TokenList
        tokens={tokens.data}
        labelledBy={TOKENS_HEADING_ID}
        onCopy={(token) => void copyLink(token)}
      />
    );

  return (
    <Stack gap="4">
      <PageHeader title={PASSWORD_TOKENS_TITLE} description={PASSWORD_TOKENS_INTRO} />
      <Grid
        templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) minmax(0, 2fr)' }}
        gap="4"
        alignItems="start"
      >
        <CreateTokenCard />
        <Card.Root as="section" aria-labelledby={TOKENS_HEADING_ID} minW="0">
          <Card.Header>
            <Heading as="h2" size="md" id={TOKENS_HEADING_ID}>
              {TOKENS_TITLE}
            </Heading>
          </Card.Header>
          <Card.Body pt="3">
            <Stack gap="4">
              {manual ? (
                <ManualCopyField
                  email={manual.email}
                  link={manual.link}
                  onClose={() => setManual(null)}
                />
              ) : null}
              {body}
            </Stack>
          </Card.Body>
        </Card.Root>
      </Grid>
    </Stack>
  );
}
