import { Badge, Button, DataList, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import type { OrderConfirmation, Package } from '@portal/api-client/packages';
import { formatHoursLong } from '@portal/domain/duration';
import { formatDateText, formatDateTimeCompact, formatKr } from '@portal/domain/format';
import { canDeleteOrderConfirmation } from '@portal/domain/package';
import type { ReactNode } from 'react';
import { NO_CONFIRMATIONS_TEXT, ORDER_CONFIRMATIONS_TITLE, PURPOSE_LABELS } from './packageTexts';

export interface PackageActions {
  onEdit: (pkg: Package) => void;
  onDelete: (pkg: Package) => void;
  onPreview: (pkg: Package, confirmation: OrderConfirmation) => void;
  onDeleteConfirmation: (confirmation: OrderConfirmation) => void;
}

/** An expanded package: every office field, its order confirmations and the package's actions. */
export function PackageDetails({ pkg, actions }: { pkg: Package; actions: PackageActions }) {
  const items: [string, ReactNode][] = [
    ['Elever', pkg.students.map((s) => s.full_name).join(', ')],
    ['Fakturamottaker', pkg.invoice_receiver_name],
    [
      'Timer',
      `${formatHoursLong(pkg.remaining_hours)} igjen av ${formatHoursLong(pkg.hours_in_package)}`,
    ],
    ['Solgt', formatDateText(pkg.date_sold)],
    ['Utløper', formatDateText(pkg.expiration_date)],
    ['Pakkepris', formatKr(pkg.package_type_price ?? 0)],
    ['Rabatt', `${Number(pkg.discount_percentage ?? 0).toLocaleString('nb-NO')} %`],
    ['Ekstrapris', formatKr(pkg.extra_price ?? 0)],
    ['Pris', formatKr(pkg.sold_for_price)],
    ['Betalinger', String(pkg.number_of_payments ?? 1)],
    ['Faktura sendt', pkg.invoice_sent_date ? formatDateText(pkg.invoice_sent_date) : 'Nei'],
    ['Beskrivelse', pkg.description || '–'],
    ['Kommentar til faktura', pkg.comment_for_invoice || '–'],
  ];
  const confirmations = pkg.order_confirmations ?? [];
  return (
    <Stack gap="4" py="2">
      <DataList.Root orientation="horizontal" size="sm" gap="1.5">
        {items.map(([label, value]) => (
          <DataList.Item key={label}>
            <DataList.ItemLabel minW="9rem">{label}</DataList.ItemLabel>
            <DataList.ItemValue whiteSpace="normal" overflowWrap="anywhere">
              {value}
            </DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
      <Stack gap="2">
        <Heading as="h2" size="sm">
          {ORDER_CONFIRMATIONS_TITLE}
        </Heading>
        {confirmations.length === 0 ? (
          <Text fontSize="sm">{NO_CONFIRMATIONS_TEXT}</Text>
        ) : (
          <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
            {confirmations.map((c) => (
              <HStack as="li" key={c.id} gap="2" wrap="wrap" justify="space-between">
                <HStack gap="2" wrap="wrap">
                  <Text fontSize="sm">{PURPOSE_LABELS[c.order_confirmation_purpose]}</Text>
                  {c.order_confirmation_sent_date ? (
                    <Badge colorPalette="green">
                      Sendt {formatDateTimeCompact(c.order_confirmation_sent_date)}
                    </Badge>
                  ) : (
                    <Badge colorPalette="orange">Ikke sendt</Badge>
                  )}
                </HStack>
                <HStack gap="1">
                  <Button size="xs" variant="outline" onClick={() => actions.onPreview(pkg, c)}>
                    {c.order_confirmation_sent_date ? 'Forhåndsvis' : 'Forhåndsvis og send'}
                  </Button>
                  {canDeleteOrderConfirmation(c) ? (
                    <Button
                      size="xs"
                      variant="ghost"
                      colorPalette="red"
                      onClick={() => actions.onDeleteConfirmation(c)}
                    >
                      Slett
                    </Button>
                  ) : null}
                </HStack>
              </HStack>
            ))}
          </Stack>
        )}
      </Stack>
      <HStack gap="2" wrap="wrap">
        <Button size="sm" variant="outline" onClick={() => actions.onEdit(pkg)}>
          Rediger pakke
        </Button>
        <Button
          size="sm"
          variant="outline"
          colorPalette="red"
          onClick={() => actions.onDelete(pkg)}
        >
          Slett pakke
        </Button>
      </HStack>
    </Stack>
  );
}
