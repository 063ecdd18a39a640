/**
 * The mails billing sends, in the five languages (docs/product.md, "Languages"). The invoice itself
 * stays in French (a French seller's legal document); the mail around it speaks the customer's language.
 */
export const MAIL_LOCALES = ['en', 'fr', 'es', 'ar', 'zh'] as const;
export type MailLocale = (typeof MAIL_LOCALES)[number];

export const mailLocale = (value: string | null | undefined): MailLocale => (MAIL_LOCALES as readonly string[]).find((l) => value?.toLowerCase().startsWith(l)) as MailLocale ?? 'en';

interface DocumentMail {
  invoiceSubject: (number: string) => string;
  creditSubject: (number: string) => string;
  invoiceBody: (v: { number: string; plan: string; total: string; link: string }) => string;
  creditBody: (v: { number: string; invoice: string; total: string; link: string }) => string;
  promoSubject: string;
  promoBody: (v: { code: string; percent: number; link: string }) => string;
}

export const BILLING_MAILS: Record<MailLocale, DocumentMail> = {
  en: {
    invoiceSubject: (n) => `Your StackLens invoice ${n}`,
    creditSubject: (n) => `Your StackLens credit note ${n}`,
    invoiceBody: (v) => `Thank you for buying StackLens ${v.plan}: your plan is active.\n\nYour invoice ${v.number} (${v.total}) is attached. You can also download it any time from Settings → Data:\n${v.link}\n\nThe StackLens team`,
    creditBody: (v) => `Your payment was refunded (${v.total}). The credit note ${v.number}, cancelling invoice ${v.invoice}, is attached and in Settings → Data:\n${v.link}\n\nThe StackLens team`,
    promoSubject: 'Your StackLens discount code',
    promoBody: (v) => `Here is your single-use code for ${v.percent}% off a StackLens lifetime plan: ${v.code}\n\nEnter it at checkout: ${v.link}\n\nThe StackLens team`,
  },
  fr: {
    invoiceSubject: (n) => `Votre facture StackLens ${n}`,
    creditSubject: (n) => `Votre avoir StackLens ${n}`,
    invoiceBody: (v) => `Merci d’avoir choisi StackLens ${v.plan} : votre offre est active.\n\nVotre facture ${v.number} (${v.total}) est jointe. Vous pouvez aussi la télécharger à tout moment depuis Paramètres → Données :\n${v.link}\n\nL’équipe StackLens`,
    creditBody: (v) => `Votre paiement a été remboursé (${v.total}). L’avoir ${v.number}, qui annule la facture ${v.invoice}, est joint et disponible dans Paramètres → Données :\n${v.link}\n\nL’équipe StackLens`,
    promoSubject: 'Votre code de réduction StackLens',
    promoBody: (v) => `Voici votre code à usage unique pour ${v.percent} % de réduction sur une offre à vie StackLens : ${v.code}\n\nSaisissez-le lors du paiement : ${v.link}\n\nL’équipe StackLens`,
  },
  es: {
    invoiceSubject: (n) => `Tu factura de StackLens ${n}`,
    creditSubject: (n) => `Tu factura rectificativa de StackLens ${n}`,
    invoiceBody: (v) => `Gracias por comprar StackLens ${v.plan}: tu plan está activo.\n\nTu factura ${v.number} (${v.total}) va adjunta. También puedes descargarla cuando quieras en Ajustes → Datos:\n${v.link}\n\nEl equipo de StackLens`,
    creditBody: (v) => `Tu pago ha sido reembolsado (${v.total}). La factura rectificativa ${v.number}, que anula la factura ${v.invoice}, va adjunta y está en Ajustes → Datos:\n${v.link}\n\nEl equipo de StackLens`,
    promoSubject: 'Tu código de descuento de StackLens',
    promoBody: (v) => `Este es tu código de un solo uso con un ${v.percent} % de descuento en un plan de por vida de StackLens: ${v.code}\n\nIntrodúcelo al pagar: ${v.link}\n\nEl equipo de StackLens`,
  },
  ar: {
    invoiceSubject: (n) => `فاتورتك من StackLens رقم ${n}`,
    creditSubject: (n) => `إشعار الدائن الخاص بك من StackLens رقم ${n}`,
    invoiceBody: (v) => `شكرًا لشرائك StackLens ${v.plan}: خطتك مفعّلة الآن.\n\nفاتورتك ${v.number} (${v.total}) مرفقة. يمكنك أيضًا تنزيلها في أي وقت من الإعدادات ← البيانات:\n${v.link}\n\nفريق StackLens`,
    creditBody: (v) => `تم رد مبلغ دفعتك (${v.total}). إشعار الدائن ${v.number} الذي يلغي الفاتورة ${v.invoice} مرفق ومتاح في الإعدادات ← البيانات:\n${v.link}\n\nفريق StackLens`,
    promoSubject: 'رمز الخصم الخاص بك من StackLens',
    promoBody: (v) => `إليك رمزك للاستخدام مرة واحدة للحصول على خصم ${v.percent}٪ على خطة StackLens مدى الحياة: ${v.code}\n\nأدخله عند الدفع: ${v.link}\n\nفريق StackLens`,
  },
  zh: {
    invoiceSubject: (n) => `您的 StackLens 发票 ${n}`,
    creditSubject: (n) => `您的 StackLens 红字发票 ${n}`,
    invoiceBody: (v) => `感谢您购买 StackLens ${v.plan}：您的套餐已生效。\n\n随信附上发票 ${v.number}（${v.total}）。您也可以随时在“设置 → 数据”中下载：\n${v.link}\n\nStackLens 团队`,
    creditBody: (v) => `您的付款已退款（${v.total}）。随信附上冲销发票 ${v.invoice} 的红字发票 ${v.number}，也可在“设置 → 数据”中查看：\n${v.link}\n\nStackLens 团队`,
    promoSubject: '您的 StackLens 折扣码',
    promoBody: (v) => `这是您的一次性折扣码，可享 StackLens 终身套餐 ${v.percent}% 折扣：${v.code}\n\n结账时输入：${v.link}\n\nStackLens 团队`,
  },
};

export function formatEuros(cents: number, locale: MailLocale): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(cents / 100);
}
