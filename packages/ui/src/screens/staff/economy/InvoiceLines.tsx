import { Badge, Box, Checkbox, HStack, Stack, Text } from '@chakra-ui/react';
import { formatDateText, formatKr } from '@portal/domain/format';
import { CUSTOM_INVOICE_MARK_MESSAGE } from '@portal/domain/invoice';
import { EXPORTED_BADGE, NOT_SENT_BADGE, PARTLY_SENT_BADGE, SENT_BADGE } from './economyTexts';
import { isLineSelected, type InvoiceLine, type InvoiceRow } from './invoiceRows';

const period = (line: InvoiceLine) =>
  line.firstDate === line.lastDate
    ? formatDateText(line.firstDate)
    : `${formatDateText(line.firstDate)}–${formatDateText(line.lastDate)}`;

function LineStatus({ line }: { line: InvoiceLine }) {
  const exported = line.products.find((p) => p.invoice_exported_date)?.invoice_exported_date;
  const sent = line.products.find((p) => p.invoice_sent_date)?.invoice_sent_date;
  return (
    <HStack gap="1.5" wrap="wrap">
      {line.exported && exported ? (
        <Badge colorPalette="purple">
          {EXPORTED_BADGE} {formatDateText(exported)}
        </Badge>
      ) : null}
      {line.sent && sent ? (
        <Badge colorPalette="green">
          {SENT_BADGE} {formatDateText(sent)}
        </Badge>
      ) : line.partlySent ? (
        <Badge colorPalette="yellow">{PARTLY_SENT_BADGE}</Badge>
      ) : (
        <Badge colorPalette="gray">{NOT_SENT_BADGE}</Badge>
      )}
    </HStack>
  );
}

/**
 * A receiver's product lines, grouped by the domain's rule (receiver, product id or product_info
 * for travel, exported or not), each with its checkbox. A custom-activity line has none: it is
 * shown with the seed's message, and can be neither exported nor marked.
 */
export function InvoiceLines({
  row,
  selected,
  onToggle,
}: {
  row: InvoiceRow;
  selected: ReadonlySet<number>;
  onToggle: (line: InvoiceLine, checked: boolean) => void;
}) {
  const receiver = row.invoice.invoice_receiver;
  return (
    // The table's scroll area sets nowrap; the lines wrap so a phone needs no sideways scroll.
    <Stack gap="3" py="1" whiteSpace="normal" minW="0">
      <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
        {[
          receiver.email,
          receiver.phone_number,
          `${receiver.address}, ${receiver.post_code} ${receiver.post_code_area}`,
        ]
          .filter(Boolean)
          .join(' · ')}
      </Text>
      <Stack
        as="ul"
        gap="2"
        listStyleType="none"
        aria-label={`Produktlinjer for ${receiver.full_name}`}
      >
        {row.lines.map((line) => (
          <Box
            as="li"
            key={line.key}
            borderWidth="1px"
            rounded="md"
            bg="bg"
            p="3"
            data-custom={line.custom || undefined}
          >
            <Stack direction={{ base: 'column', md: 'row' }} gap="2" justify="space-between">
              <HStack align="start" gap="3" minW="0">
                <Checkbox.Root
                  checked={isLineSelected(line, selected)}
                  disabled={line.custom}
                  onCheckedChange={(details) => onToggle(line, details.checked === true)}
                  alignItems="start"
                  minW="0"
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control mt="0.5" />
                  <Checkbox.Label fontWeight="medium" overflowWrap="anywhere">
                    {line.product_info}
                  </Checkbox.Label>
                </Checkbox.Root>
              </HStack>
              <HStack
                gap="4"
                flexShrink={0}
                justify="space-between"
                wrap="wrap"
                ps={{ base: '7', md: '0' }}
              >
                <Text fontSize="sm" color="fg.muted">
                  {period(line)}
                </Text>
                <Text fontSize="sm">Antall: {line.quantity}</Text>
                <Text fontWeight="semibold" whiteSpace="nowrap">
                  {formatKr(line.total_price)}
                </Text>
              </HStack>
            </Stack>
            <Stack ps="7" pt="2" gap="1.5">
              <LineStatus line={line} />
              {line.custom ? (
                <Text fontSize="sm" color={{ base: 'orange.800', _dark: 'orange.200' }}>
                  {CUSTOM_INVOICE_MARK_MESSAGE}
                </Text>
              ) : null}
            </Stack>
          </Box>
        ))}
      </Stack>
    </Stack>
  );
}
