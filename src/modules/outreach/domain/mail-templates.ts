import type { ContactForm, ContactSubject } from './contact-message.js';
import type { MailLocale } from './locale.js';

export interface RenderedMail {
  subject: string;
  text: string;
  template: string;
  locale: MailLocale;
  /** Extra mail headers (e.g. List-Unsubscribe); absent when the mail needs none. */
  headers?: Record<string, string>;
}

export const TEMPLATES = {
  newsletterConfirm: 'outreach.newsletter-confirm',
  contactNotification: 'outreach.contact-notification',
} as const;

/** Where mail clients POST a one-click unsubscribe (RFC 8058); the http adapter mounts it here. */
export const ONE_CLICK_UNSUBSCRIBE_PATH = '/api/newsletter/unsubscribe/one-click';

/** Header values must stay on one line, whatever a visitor typed into a form. */
const oneLine = (value: string): string => value.replace(/[\r\n\t]+/g, ' ').trim();

export interface NewsletterLinks {
  /** Frontend page that confirms the subscription on arrival. */
  confirmUrl: string;
  /** Frontend page that unsubscribes on arrival, shown to people. */
  unsubscribeUrl: string;
  /** API endpoint mail clients POST to for RFC 8058 one-click unsubscribe. */
  oneClickUrl: string;
}

type ConfirmLinks = Pick<NewsletterLinks, 'confirmUrl' | 'unsubscribeUrl'>;

const NEWSLETTER_CONFIRM: Record<MailLocale, { subject: string; text: (l: ConfirmLinks) => string }> = {
  en: {
    subject: 'Confirm your StackLens newsletter subscription',
    text: (l) =>
      `Hello,\n\nPlease confirm that you want to receive the StackLens newsletter by opening this link:\n${l.confirmUrl}\n\n` +
      `The link is valid for 7 days. If you did not ask for this, ignore this email: you will not be subscribed.\n\n` +
      `Unsubscribe at any time: ${l.unsubscribeUrl}\n\nThe StackLens team`,
  },
  fr: {
    subject: 'Confirmez votre inscription à la newsletter StackLens',
    text: (l) =>
      `Bonjour,\n\nPour confirmer que vous souhaitez recevoir la newsletter StackLens, ouvrez ce lien :\n${l.confirmUrl}\n\n` +
      `Ce lien est valable 7 jours. Si vous n'êtes pas à l'origine de cette demande, ignorez cet e-mail : vous ne serez pas inscrit.\n\n` +
      `Se désinscrire à tout moment : ${l.unsubscribeUrl}\n\nL'équipe StackLens`,
  },
  es: {
    subject: 'Confirma tu suscripción al boletín de StackLens',
    text: (l) =>
      `Hola:\n\nPara confirmar que deseas recibir el boletín de StackLens, abre este enlace:\n${l.confirmUrl}\n\n` +
      `El enlace es válido durante 7 días. Si no lo has solicitado, ignora este correo: no se te suscribirá.\n\n` +
      `Puedes darte de baja en cualquier momento: ${l.unsubscribeUrl}\n\nEl equipo de StackLens`,
  },
  ar: {
    subject: 'أكِّد اشتراكك في النشرة الإخبارية لـ StackLens',
    text: (l) =>
      `مرحبًا،\n\nلتأكيد رغبتك في تلقي النشرة الإخبارية لـ StackLens، افتح هذا الرابط:\n${l.confirmUrl}\n\n` +
      `الرابط صالح لمدة 7 أيام. إذا لم تطلب ذلك، فتجاهل هذه الرسالة ولن يتم اشتراكك.\n\n` +
      `يمكنك إلغاء الاشتراك في أي وقت: ${l.unsubscribeUrl}\n\nفريق StackLens`,
  },
  zh: {
    subject: '请确认订阅 StackLens 新闻通讯',
    text: (l) =>
      `您好：\n\n请打开以下链接，确认您希望接收 StackLens 新闻通讯：\n${l.confirmUrl}\n\n` +
      `该链接在 7 天内有效。如果这不是您本人的操作，请忽略此邮件，您将不会被订阅。\n\n` +
      `您可以随时退订：${l.unsubscribeUrl}\n\nStackLens 团队`,
  },
};

const SUBJECT_LABELS: Record<MailLocale, Record<ContactSubject, string>> = {
  en: { general: 'General question', technical: 'Technical support', feature: 'Feature request', bug: 'Bug report', partnership: 'Partnership', other: 'Other' },
  fr: { general: 'Question générale', technical: 'Support technique', feature: 'Demande de fonctionnalité', bug: 'Signalement de bug', partnership: 'Partenariat', other: 'Autre' },
  es: { general: 'Pregunta general', technical: 'Soporte técnico', feature: 'Solicitud de función', bug: 'Informe de error', partnership: 'Colaboración', other: 'Otro' },
  ar: { general: 'سؤال عام', technical: 'دعم فني', feature: 'طلب ميزة', bug: 'الإبلاغ عن خطأ', partnership: 'شراكة', other: 'أخرى' },
  zh: { general: '一般问题', technical: '技术支持', feature: '功能请求', bug: '错误报告', partnership: '合作', other: '其他' },
};

type ContactView = ContactForm & { subjectLabel: string };

const CONTACT_NOTIFICATION: Record<MailLocale, { subject: (c: ContactView) => string; text: (c: ContactView) => string }> = {
  en: {
    subject: (c) => `[Contact] ${c.subjectLabel}: ${c.name}`,
    text: (c) => `New message from the contact form.\n\nName: ${c.name}\nEmail: ${c.email}\nSubject: ${c.subjectLabel}\n\n${c.message}\n\nReply directly to ${c.email}.`,
  },
  fr: {
    subject: (c) => `[Contact] ${c.subjectLabel} : ${c.name}`,
    text: (c) => `Nouveau message reçu via le formulaire de contact.\n\nNom : ${c.name}\nE-mail : ${c.email}\nSujet : ${c.subjectLabel}\n\n${c.message}\n\nRépondez directement à ${c.email}.`,
  },
  es: {
    subject: (c) => `[Contacto] ${c.subjectLabel}: ${c.name}`,
    text: (c) => `Nuevo mensaje del formulario de contacto.\n\nNombre: ${c.name}\nCorreo electrónico: ${c.email}\nAsunto: ${c.subjectLabel}\n\n${c.message}\n\nResponde directamente a ${c.email}.`,
  },
  ar: {
    subject: (c) => `[اتصال] ${c.subjectLabel}: ${c.name}`,
    text: (c) => `رسالة جديدة من نموذج الاتصال.\n\nالاسم: ${c.name}\nالبريد الإلكتروني: ${c.email}\nالموضوع: ${c.subjectLabel}\n\n${c.message}\n\nيمكنك الرد مباشرة على ${c.email}.`,
  },
  zh: {
    subject: (c) => `[联系] ${c.subjectLabel}：${c.name}`,
    text: (c) => `联系表单收到一条新消息。\n\n姓名：${c.name}\n邮箱：${c.email}\n主题：${c.subjectLabel}\n\n${c.message}\n\n请直接回复 ${c.email}。`,
  },
};

export function newsletterConfirmMail(locale: MailLocale, links: NewsletterLinks): RenderedMail {
  const t = NEWSLETTER_CONFIRM[locale];
  return { subject: t.subject, text: t.text(links), template: TEMPLATES.newsletterConfirm, locale, headers: listUnsubscribeHeaders(links.oneClickUrl) };
}

/**
 * RFC 2369 and RFC 8058 headers every mail about the newsletter carries, so mail clients offer an
 * unsubscribe button that works without opening a page: they POST `List-Unsubscribe=One-Click` to
 * the URL. Providers honour it only for an https URL covered by the DKIM signature.
 */
export function listUnsubscribeHeaders(oneClickUrl: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${oneClickUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

export function contactNotificationMail(locale: MailLocale, form: ContactForm): RenderedMail {
  const t = CONTACT_NOTIFICATION[locale];
  const view = { ...form, name: oneLine(form.name), subjectLabel: SUBJECT_LABELS[locale][form.subject] };
  return { subject: oneLine(t.subject(view)), text: t.text(view), template: TEMPLATES.contactNotification, locale };
}

/**
 * Links into the localized frontend (its routes `/{lang}/newsletter/confirm` and `/{lang}/unsubscribe`)
 * and the one-click API endpoint; the token rides in the query string, as mail clients expect.
 */
export function newsletterLinks(publicUrl: string, locale: MailLocale, tokens: { confirmToken: string; unsubscribeToken: string }): NewsletterLinks {
  const base = publicUrl.replace(/\/$/, '');
  const unsubscribeToken = encodeURIComponent(tokens.unsubscribeToken);
  return {
    confirmUrl: `${base}/${locale}/newsletter/confirm?token=${encodeURIComponent(tokens.confirmToken)}`,
    unsubscribeUrl: `${base}/${locale}/unsubscribe?token=${unsubscribeToken}`,
    oneClickUrl: `${base}${ONE_CLICK_UNSUBSCRIBE_PATH}?token=${unsubscribeToken}`,
  };
}
