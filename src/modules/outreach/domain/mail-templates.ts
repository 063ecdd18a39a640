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
  contactAcknowledgement: 'outreach.contact-acknowledgement',
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

/** The team sees at a glance which messages owe an answer within the priority time. */
const PRIORITY_MARK: Record<MailLocale, string> = { en: '[Priority] ', fr: '[Prioritaire] ', es: '[Prioritario] ', ar: '[أولوية] ', zh: '[优先] ' };

export function contactNotificationMail(locale: MailLocale, form: ContactForm, priority = false): RenderedMail {
  const t = CONTACT_NOTIFICATION[locale];
  const view = { ...form, name: oneLine(form.name), subjectLabel: SUBJECT_LABELS[locale][form.subject] };
  const subject = (priority ? PRIORITY_MARK[locale] : '') + t.subject(view);
  return { subject: oneLine(subject), text: t.text(view), template: TEMPLATES.contactNotification, locale };
}

export interface AcknowledgementLinks {
  /** The localized FAQ page: where community support starts. */
  faqUrl: string;
  /** The localized pricing page, where Premium's priority support is offered. */
  pricingUrl: string;
}

interface AcknowledgementView extends AcknowledgementLinks {
  subjectLabel: string;
  businessDays: number;
}

/*
 * The acknowledgement goes to whatever address was typed into a public form, so it repeats nothing
 * the visitor typed (no name, no message): the form cannot be used to mail chosen text to a stranger.
 */
const CONTACT_ACKNOWLEDGEMENT: Record<MailLocale, { subject: string; priority: (v: AcknowledgementView) => string; community: (v: AcknowledgementView) => string }> = {
  en: {
    subject: 'We received your message',
    priority: (v) =>
      `Hello,\n\nThank you for writing to StackLens (${v.subjectLabel}). Your Premium plan includes priority e-mail support: ` +
      `your message is at the top of our list and we will answer within ${v.businessDays === 1 ? 'one business day' : `${v.businessDays} business days`}.\n\n` +
      `You do not need to write again.\n\nThe StackLens team`,
    community: (v) =>
      `Hello,\n\nThank you for writing to StackLens (${v.subjectLabel}). Your message reached our community support, open to everyone: ` +
      `we answer messages in the order they arrive. Many questions already have an answer in the FAQ:\n${v.faqUrl}\n\n` +
      `Priority e-mail support, with an answer within ${v.businessDays === 1 ? 'one business day' : `${v.businessDays} business days`}, comes with Premium:\n${v.pricingUrl}\n\nThe StackLens team`,
  },
  fr: {
    subject: 'Nous avons bien reçu votre message',
    priority: (v) =>
      `Bonjour,\n\nMerci d'avoir écrit à StackLens (${v.subjectLabel}). Votre offre Premium comprend le support prioritaire par e-mail : ` +
      `votre message passe en tête de liste et nous vous répondrons sous ${v.businessDays === 1 ? 'un jour ouvré' : `${v.businessDays} jours ouvrés`}.\n\n` +
      `Inutile de nous écrire à nouveau.\n\nL'équipe StackLens`,
    community: (v) =>
      `Bonjour,\n\nMerci d'avoir écrit à StackLens (${v.subjectLabel}). Votre message est arrivé à notre support communautaire, ouvert à tous : ` +
      `nous répondons aux messages dans l'ordre d'arrivée. Beaucoup de questions ont déjà leur réponse dans la FAQ :\n${v.faqUrl}\n\n` +
      `Le support prioritaire par e-mail, avec une réponse sous ${v.businessDays === 1 ? 'un jour ouvré' : `${v.businessDays} jours ouvrés`}, est inclus dans Premium :\n${v.pricingUrl}\n\nL'équipe StackLens`,
  },
  es: {
    subject: 'Hemos recibido tu mensaje',
    priority: (v) =>
      `Hola:\n\nGracias por escribir a StackLens (${v.subjectLabel}). Tu plan Premium incluye soporte prioritario por correo electrónico: ` +
      `tu mensaje está al principio de nuestra lista y te responderemos en ${v.businessDays === 1 ? 'un día hábil' : `${v.businessDays} días hábiles`}.\n\n` +
      `No hace falta que vuelvas a escribirnos.\n\nEl equipo de StackLens`,
    community: (v) =>
      `Hola:\n\nGracias por escribir a StackLens (${v.subjectLabel}). Tu mensaje ha llegado a nuestro soporte comunitario, abierto a todos: ` +
      `respondemos los mensajes por orden de llegada. Muchas preguntas ya tienen respuesta en las preguntas frecuentes:\n${v.faqUrl}\n\n` +
      `El soporte prioritario por correo electrónico, con respuesta en ${v.businessDays === 1 ? 'un día hábil' : `${v.businessDays} días hábiles`}, viene con Premium:\n${v.pricingUrl}\n\nEl equipo de StackLens`,
  },
  ar: {
    subject: 'تلقّينا رسالتك',
    priority: (v) =>
      `مرحبًا،\n\nشكرًا لمراسلتك StackLens (${v.subjectLabel}). تشمل خطتك Premium دعمًا ذا أولوية عبر البريد الإلكتروني: ` +
      `رسالتك في مقدمة قائمتنا وسنردّ عليك خلال ${v.businessDays === 1 ? 'يوم عمل واحد' : `${v.businessDays} أيام عمل`}.\n\n` +
      `لا حاجة إلى مراسلتنا مرة أخرى.\n\nفريق StackLens`,
    community: (v) =>
      `مرحبًا،\n\nشكرًا لمراسلتك StackLens (${v.subjectLabel}). وصلت رسالتك إلى دعم المجتمع المفتوح للجميع: ` +
      `نردّ على الرسائل بترتيب وصولها. تجد إجابات كثير من الأسئلة في صفحة الأسئلة الشائعة:\n${v.faqUrl}\n\n` +
      `الدعم ذو الأولوية عبر البريد الإلكتروني، مع ردّ خلال ${v.businessDays === 1 ? 'يوم عمل واحد' : `${v.businessDays} أيام عمل`}، متاح مع Premium:\n${v.pricingUrl}\n\nفريق StackLens`,
  },
  zh: {
    subject: '我们已收到您的消息',
    priority: (v) =>
      `您好：\n\n感谢您联系 StackLens（${v.subjectLabel}）。您的 Premium 套餐包含优先电子邮件支持：` +
      `您的消息已排在我们列表的最前面，我们将在 ${v.businessDays} 个工作日内回复。\n\n` +
      `您无需再次来信。\n\nStackLens 团队`,
    community: (v) =>
      `您好：\n\n感谢您联系 StackLens（${v.subjectLabel}）。您的消息已送达我们面向所有人开放的社区支持：` +
      `我们按消息到达的顺序回复。许多问题已在常见问题中有答案：\n${v.faqUrl}\n\n` +
      `Premium 套餐提供优先电子邮件支持，在 ${v.businessDays} 个工作日内回复：\n${v.pricingUrl}\n\nStackLens 团队`,
  },
};

/** Every sender hears back: the priority time for Premium, the community channel for everyone else. */
export function contactAcknowledgementMail(
  locale: MailLocale,
  message: { subject: ContactSubject; priority: boolean },
  links: AcknowledgementLinks,
  businessDays: number,
): RenderedMail {
  const t = CONTACT_ACKNOWLEDGEMENT[locale];
  const view = { ...links, subjectLabel: SUBJECT_LABELS[locale][message.subject], businessDays };
  return { subject: t.subject, text: message.priority ? t.priority(view) : t.community(view), template: TEMPLATES.contactAcknowledgement, locale };
}

/** The frontend's localized routes `/{lang}/faq` and `/{lang}/pricing`. */
export function acknowledgementLinks(publicUrl: string, locale: MailLocale): AcknowledgementLinks {
  const base = publicUrl.replace(/\/$/, '');
  return { faqUrl: `${base}/${locale}/faq`, pricingUrl: `${base}/${locale}/pricing` };
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
