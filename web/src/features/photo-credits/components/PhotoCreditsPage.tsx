import { Anchor, Container, List, Stack, Text, Title } from '@mantine/core';
import { PHOTO_CREDITS_TITLE } from '../../../lib/api-contract';
import { useSitePageHead } from '../../../lib/use-page-head';
import { LICENCES, PHOTO_CREDITS, photoSubject, type Licence, type PhotoCredit } from '../photo-credits';

const external = { target: '_blank', rel: 'noopener noreferrer' } as const;

function CreditLine({ credit }: { credit: PhotoCredit }) {
  const source = credit.url ? (
    <Anchor href={credit.url} inherit {...external}>
      {credit.source}
    </Anchor>
  ) : (
    credit.source
  );
  return (
    <List.Item>
      <Text span fw={600}>
        {photoSubject(credit.file)}
      </Text>
      : {credit.author ? <>foto de {credit.author} en </> : <>foto en </>}
      {source}
    </List.Item>
  );
}

/** The demo listings' photos, each with its photographer and source, grouped by licence. */
export function PhotoCreditsPage() {
  useSitePageHead(PHOTO_CREDITS_TITLE);
  return (
    <Container size="md" py="xl">
      <Stack gap="md">
        <Title order={1}>{PHOTO_CREDITS_TITLE}</Title>
        <Text>
          Las propiedades de demostración de este portal se ilustran con fotografías reales que sus autores publicaron
          con licencias libres. Las fotos muestran el tipo de inmueble, no el inmueble anunciado.
        </Text>
        <Text>
          Ninguna de estas licencias exige mencionar a los autores; lo hacemos porque su trabajo lo merece. Las fotos no
          están cubiertas por la licencia del código del portal: cada una conserva la suya.
        </Text>
        {(Object.keys(LICENCES) as Licence[]).map((licence) => (
          <Stack key={licence} gap="xs">
            <Title order={2} size="h4">
              <Anchor href={LICENCES[licence].url} inherit {...external}>
                {LICENCES[licence].name}
              </Anchor>
            </Title>
            <List size="sm" spacing={4}>
              {PHOTO_CREDITS.filter((credit) => credit.licence === licence).map((credit) => (
                <CreditLine key={credit.file} credit={credit} />
              ))}
            </List>
          </Stack>
        ))}
      </Stack>
    </Container>
  );
}
