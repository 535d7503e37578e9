import { Box, Button, Stack, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import type { ResetToken } from '@portal/api-client/reset-tokens';
import { formatDateTime } from '@portal/domain/format';
import { LuCopy } from 'react-icons/lu';
import {
  COPY_LINK_LABEL,
  CREATED_COLUMN,
  LINK_COLUMN,
  USER_COLUMN,
  copyLinkLabel,
} from './passwordTokenTexts';
import { EmailText } from '../../../features/users/EmailText';

export interface TokenListProps {
  tokens: readonly ResetToken[];
  /** Id of the heading that names the list. */
  labelledBy: string;
  onCopy: (token: ResetToken) => void;
}

function Created({ at }: { at: string }) {
  return <time dateTime={at}>{formatDateTime(at)}</time>;
}

function CopyButton({ token, onCopy }: { token: ResetToken; onCopy: TokenListProps['onCopy'] }) {
  return (
    <Button
      size="sm"
      variant="outline"
      aria-label={copyLinkLabel(token.user_email)}
      onClick={() => onCopy(token)}
    >
      <LuCopy aria-hidden /> {COPY_LINK_LABEL}
    </Button>
  );
}

/**
 * The live tokens: a table from the md breakpoint, a list of small cards below it, so a 360 px
 * phone never scrolls sideways (e-mails wrap anywhere).
 */
export function TokenList({ tokens, labelledBy, onCopy }: TokenListProps) {
  return (
    <>
      <Table.Root size="sm" aria-labelledby={labelledBy} hideBelow="md">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{USER_COLUMN}</Table.ColumnHeader>
            <Table.ColumnHeader>{CREATED_COLUMN}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">
              <VisuallyHidden>{LINK_COLUMN}</VisuallyHidden>
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {tokens.map((token) => (
            <Table.Row key={token.id}>
              <Table.Cell>
                <EmailText email={token.user_email} />
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">
                <Created at={token.created_at} />
              </Table.Cell>
              <Table.Cell textAlign="end">
                <CopyButton token={token} onCopy={onCopy} />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      <Stack as="ul" aria-labelledby={labelledBy} gap="3" listStyleType="none" hideFrom="md">
        {tokens.map((token) => (
          <Box
            as="li"
            key={token.id}
            borderWidth="1px"
            borderColor="border"
            rounded="md"
            p="3"
            minW="0"
          >
            <Stack gap="2">
              <Text fontWeight="medium">
                <EmailText email={token.user_email} />
              </Text>
              <Text textStyle="sm" color="fg.muted">
                {CREATED_COLUMN} <Created at={token.created_at} />
              </Text>
              <CopyButton token={token} onCopy={onCopy} />
            </Stack>
          </Box>
        ))}
      </Stack>
    </>
  );
}
