import { Alert, Code, List, Text } from '@chakra-ui/react';
import { METABASE_ENV_VARIABLES } from '@portal/api-client/metabase';
import {
  NOT_CONFIGURED_LEAD,
  NOT_CONFIGURED_RESTART,
  NOT_CONFIGURED_TITLE,
  SECRET_KEY_HINT,
  SITE_URL_HINT,
  registeredText,
} from './dashboardTexts';

const HINTS: Record<(typeof METABASE_ENV_VARIABLES)[number], string> = {
  METABASE_SITE_URL: SITE_URL_HINT,
  METABASE_SECRET_KEY: SECRET_KEY_HINT,
};

/**
 * What the dashboard shows while the API has no Metabase: the two variables to set, in Norwegian,
 * and which dashboards or diagrams will show once they are set.
 */
export function MetabaseNotConfigured({
  kind,
  names,
}: {
  kind: 'dashboards' | 'diagrammer';
  names: string[];
}) {
  return (
    <Alert.Root status="info" alignItems="flex-start">
      <Alert.Indicator />
      <Alert.Content gap="2" minW="0">
        <Alert.Title>{NOT_CONFIGURED_TITLE}</Alert.Title>
        <Alert.Description>
          <Text>{NOT_CONFIGURED_LEAD}</Text>
          <List.Root as="ul" ps="5" my="2" gap="1">
            {METABASE_ENV_VARIABLES.map((name) => (
              <List.Item key={name} overflowWrap="anywhere">
                <Code>{name}</Code>: {HINTS[name]}
              </List.Item>
            ))}
          </List.Root>
          <Text>{NOT_CONFIGURED_RESTART}</Text>
          {names.length > 0 ? <Text mt="2">{registeredText(kind, names)}</Text> : null}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
