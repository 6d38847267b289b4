import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useId } from 'react';
import { showToast } from '../lib/toast';
import { useForm } from 'react-hook-form';
import { sendContact, sendContactSubmission } from '../api/contact';
import { useContactConfig } from '../api/site-config';
import { ContactSubmissionInput } from '../lib/api-contract';
import { interestMessage, type PropertyContactInfo } from '../lib/contact-message';
import { useHydrated } from '../lib/use-hydrated';

/** The visitor's fields, validated by the API's own rules so the messages are SPEC §5's, word for word. */
const VisitorFields = ContactSubmissionInput.pick({ name: true, email: true, phone: true, message: true });

type ContactProperty = PropertyContactInfo & { id: string };
type Endpoint = 'contact-submissions' | 'contact';

/** SPEC §8: what each form says on success and on failure. */
const TOASTS: Record<Endpoint, { sent: string; failed: string }> = {
  'contact-submissions': {
    sent: 'Tu consulta ha sido enviada exitosamente. Te contactaremos pronto.',
    failed: 'Hubo un problema al enviar tu mensaje. Inténtalo de nuevo.',
  },
  contact: {
    sent: 'Nos pondremos en contacto contigo pronto',
    failed: 'No se pudo enviar el mensaje. Por favor, intenta de nuevo.',
  },
};

/** SPEC §5/§7/§8: both contact forms about one property. Keyed on the property so its interest text never goes stale. */
export function ContactForm({
  property,
  endpoint = 'contact-submissions',
  onSent,
}: {
  property: ContactProperty;
  endpoint?: Endpoint;
  onSent?: () => void;
}) {
  return <VisitorForm key={property.id} property={property} endpoint={endpoint} onSent={onSent} />;
}

function VisitorForm({
  property,
  endpoint,
  onSent,
}: {
  property: ContactProperty;
  endpoint: Endpoint;
  onSent?: () => void;
}) {
  const { contactEmail } = useContactConfig();
  const defaultMessage = interestMessage(property);
  const form = useForm({
    resolver: zodResolver(VisitorFields),
    defaultValues: { name: '', email: '', phone: '', message: defaultMessage },
  });
  const { errors, isSubmitting } = form.formState;
  const consentId = useId();
  // Until the app runs, the browser would send the form itself, by GET, with the visitor's details in the address,
  // and what was typed would be replaced by the form's defaults as it starts: the fields wait for it too.
  const hydrated = useHydrated();

  const submit = form.handleSubmit(async (visitor) => {
    // Ley 1581 de 2012: the line under the button says that sending accepts the data policy.
    const about = { propertyId: property.id, propertyTitle: property.title, acceptsDataPolicy: true as const };
    try {
      if (endpoint === 'contact') await sendContact({ ...visitor, ...about, propertyAddress: property.address });
      else await sendContactSubmission({ ...visitor, ...about, sentToEmail: contactEmail });
    } catch {
      // The form keeps everything typed so the visitor can simply try again.
      showToast({ title: 'Error', message: TOASTS[endpoint].failed, variant: 'destructive' });
      return;
    }
    showToast({ title: 'Mensaje enviado', message: TOASTS[endpoint].sent });
    form.reset();
    onSent?.();
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label="Nombre"
          autoComplete="name"
          readOnly={!hydrated}
          {...form.register('name')}
          error={errors.name?.message}
        />
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          readOnly={!hydrated}
          {...form.register('email')}
          error={errors.email?.message}
        />
        <TextInput
          label="Teléfono"
          type="tel"
          autoComplete="tel"
          readOnly={!hydrated}
          {...form.register('phone')}
          error={errors.phone?.message}
        />
        {/* The prefilled text in the markup too: the server's first render shows it (the form fills it in only once it
            runs in the browser), so the card does not grow under the visitor's eyes. */}
        <Textarea
          label="Mensaje"
          autosize
          minRows={4}
          defaultValue={defaultMessage}
          readOnly={!hydrated}
          {...form.register('message')}
          error={errors.message?.message}
        />
        <Button type="submit" disabled={isSubmitting || !hydrated} aria-describedby={consentId}>
          {isSubmitting ? 'Enviando...' : 'Enviar mensaje'}
        </Button>
        {/* The policy opens in a new tab: reading it must not lose what the visitor typed. */}
        <Text id={consentId} size="xs" c="dimmed">
          Al enviar aceptas la{' '}
          <Anchor href="/privacy-policy" target="_blank" rel="noopener" size="xs">
            Política de Tratamiento de Datos
          </Anchor>{' '}
          (Ley 1581 de 2012).
        </Text>
      </Stack>
    </form>
  );
}
