import { Box, HStack, Stack, Switch, Tabs, Text } from '@chakra-ui/react';
import { toPayloadDate } from '@portal/domain/format';
import { INVOICE_TABS } from '@portal/domain/invoice';
import type { InvoiceListKind } from '@portal/api-client/invoices';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DatePicker } from '../../../form/DatePicker';
import { PageHeader } from '../../../layout/PageHeader';
import {
  DEFAULT_INVOICE_START,
  END_DATE_LABEL,
  INVOICE_OVERVIEW_TITLE,
  PERIOD_MISSING_TEXT,
  PERIOD_ORDER_ERROR,
  SHOW_SENT_LABEL,
  START_DATE_LABEL,
} from './economyTexts';
import { InvoiceTab } from './InvoiceTab';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const dayParam = (value: string | null) => (value && ISO_DAY.test(value) ? value : null);

/**
 * /economy/invoice/overview ('Fakturaoversikt', seed 001 §2): start and end date pickers (from
 * 01.01.2016 to today by default), tabs 'Pakkefaktura' and 'Reisefaktura', each a table of
 * receivers with their grouped product lines, 'Eksporter som CSV' and 'Marker valgte som
 * fakurert'. Lines already invoiced are shown on request. The month check links here with
 * `?fra=YYYY-MM-DD&til=YYYY-MM-DD&mottaker={id}` (and `fane=reise`).
 */
export function InvoiceOverviewScreen() {
  const [params] = useSearchParams();
  const [start, setStart] = useState(() => dayParam(params.get('fra')) ?? DEFAULT_INVOICE_START);
  const [end, setEnd] = useState(() => dayParam(params.get('til')) ?? toPayloadDate(new Date()));
  const [showSent, setShowSent] = useState(params.get('vis') === 'alle');
  const [tab, setTab] = useState<InvoiceListKind>(
    params.get('fane') === 'reise' ? 'travel' : 'package',
  );
  const openReceiver = Number(params.get('mottaker')) || undefined;

  const misordered = start !== '' && end !== '' && start > end;
  const valid = start !== '' && end !== '' && !misordered;
  // A new period or filter starts each tab afresh (selection, page).
  const tabKey = `${start}|${end}|${showSent}`;

  return (
    <Stack gap="4" minW="0">
      <PageHeader title={INVOICE_OVERVIEW_TITLE} />
      <Stack
        direction={{ base: 'column', md: 'row' }}
        gap="4"
        align={{ base: 'stretch', md: 'end' }}
      >
        <Box flex="1" maxW={{ md: '14rem' }}>
          <DatePicker
            label={START_DATE_LABEL}
            value={start}
            onChange={setStart}
            max={end || undefined}
          />
        </Box>
        <Box flex="1" maxW={{ md: '14rem' }}>
          <DatePicker
            label={END_DATE_LABEL}
            value={end}
            onChange={setEnd}
            min={start || undefined}
          />
        </Box>
        <HStack pb={{ md: '2' }}>
          <Switch.Root
            checked={showSent}
            onCheckedChange={(details) => setShowSent(details.checked)}
          >
            <Switch.HiddenInput />
            <Switch.Control>
              <Switch.Thumb />
            </Switch.Control>
            <Switch.Label>{SHOW_SENT_LABEL}</Switch.Label>
          </Switch.Root>
        </HStack>
      </Stack>
      {misordered ? (
        <Text color="fg.error" role="alert">
          {PERIOD_ORDER_ERROR}
        </Text>
      ) : !valid ? (
        <Text color="fg.muted">{PERIOD_MISSING_TEXT}</Text>
      ) : null}
      <Tabs.Root
        value={tab}
        onValueChange={(details) => setTab(details.value as InvoiceListKind)}
        lazyMount
        unmountOnExit
        variant="line"
      >
        <Tabs.List>
          <Tabs.Trigger value="package">{INVOICE_TABS.PACKAGE}</Tabs.Trigger>
          <Tabs.Trigger value="travel">{INVOICE_TABS.TRAVEL}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="package" minW="0">
          <InvoiceTab
            key={tabKey}
            kind="package"
            start={valid ? start : null}
            end={valid ? end : null}
            showSent={showSent}
            openReceiver={openReceiver}
          />
        </Tabs.Content>
        <Tabs.Content value="travel" minW="0">
          <InvoiceTab
            key={tabKey}
            kind="travel"
            start={valid ? start : null}
            end={valid ? end : null}
            showSent={showSent}
            openReceiver={openReceiver}
          />
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}
