import { PREFERRED_LANGUAGES, type PreferredLanguage } from './user-preferences.js';

export type MailLocale = PreferredLanguage;

export const IDENTITY_TEMPLATES = {
  passwordReset: 'identity.password-reset',
  passwordChanged: 'identity.password-changed',
} as const;

export interface RenderedMail {
  subject: string;
  text: string;
  template: string;
  locale: MailLocale;
}

/** 'FR', 'fr-CA' and 'fr' are French; null when the value names no language we write mails in. */
export function mailLocaleOf(value: unknown): MailLocale | null {
  if (typeof value !== 'string') return null;
  const base = value.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return (PREFERRED_LANGUAGES as readonly string[]).includes(base) ? (base as MailLocale) : null;
}

/** The user's saved language first, then the language the page was in when they asked, then English. */
export function chooseMailLocale(preferred: unknown, requested: unknown): MailLocale {
  return mailLocaleOf(preferred) ?? mailLocaleOf(requested) ?? 'en';
}

/** `{PUBLIC_URL}/{lang}/reset-password?token=…`, the frontend page that asks for the new password. */
export function resetPasswordUrl(publicUrl: string, locale: MailLocale, token: string): string {
  return `${publicUrl.replace(/\/$/, '')}/${locale}/reset-password?token=${encodeURIComponent(token)}`;
}

export function forgotPasswordUrl(publicUrl: string, locale: MailLocale): string {
  return `${publicUrl.replace(/\/$/, '')}/${locale}/forgot-password`;
}

interface ResetView {
  username: string;
  resetUrl: string;
}

const PASSWORD_RESET: Record<MailLocale, { subject: string; text: (v: ResetView) => string }> = {
  en: {
    subject: 'Reset your StackLens password',
    text: (v) =>
      `Hello ${v.username},\n\nSomeone (we hope you) asked to reset the password of your StackLens account. ` +
      `To choose a new password, open this link:\n${v.resetUrl}\n\n` +
      `The link works once and expires in 1 hour. If you did not ask for this, ignore this email: your password stays as it is.\n\n` +
      `The StackLens team`,
  },
  fr: {
    subject: 'Réinitialisez votre mot de passe StackLens',
    text: (v) =>
      `Bonjour ${v.username},\n\nQuelqu'un (vous, nous l'espérons) a demandé la réinitialisation du mot de passe de votre compte StackLens. ` +
      `Pour choisir un nouveau mot de passe, ouvrez ce lien :\n${v.resetUrl}\n\n` +
      `Ce lien ne fonctionne qu'une fois et expire dans 1 heure. Si vous n'êtes pas à l'origine de cette demande, ignorez cet e-mail : votre mot de passe reste inchangé.\n\n` +
      `L'équipe StackLens`,
  },
  es: {
    subject: 'Restablece tu contraseña de StackLens',
    text: (v) =>
      `Hola, ${v.username}:\n\nAlguien (esperamos que tú) ha pedido restablecer la contraseña de tu cuenta de StackLens. ` +
      `Para elegir una contraseña nueva, abre este enlace:\n${v.resetUrl}\n\n` +
      `El enlace solo funciona una vez y caduca en 1 hora. Si no lo has pedido, ignora este correo: tu contraseña no cambiará.\n\n` +
      `El equipo de StackLens`,
  },
  ar: {
    subject: 'إعادة تعيين كلمة مرور StackLens',
    text: (v) =>
      `مرحبًا ${v.username}،\n\nطلب أحدهم (ونأمل أن تكون أنت) إعادة تعيين كلمة مرور حسابك في StackLens. ` +
      `لاختيار كلمة مرور جديدة، افتح هذا الرابط:\n${v.resetUrl}\n\n` +
      `يعمل الرابط مرة واحدة فقط وتنتهي صلاحيته بعد ساعة واحدة. إذا لم تطلب ذلك، فتجاهل هذه الرسالة وستبقى كلمة مرورك كما هي.\n\n` +
      `فريق StackLens`,
  },
  zh: {
    subject: '重置您的 StackLens 密码',
    text: (v) =>
      `${v.username}，您好：\n\n有人（希望是您本人）申请重置您 StackLens 账户的密码。` +
      `请打开以下链接设置新密码：\n${v.resetUrl}\n\n` +
      `该链接只能使用一次，1 小时后失效。如果这不是您本人的操作，请忽略此邮件，您的密码不会改变。\n\n` +
      `StackLens 团队`,
  },
};

interface ChangedView {
  username: string;
  forgotUrl: string;
}

const PASSWORD_CHANGED: Record<MailLocale, { subject: string; text: (v: ChangedView) => string }> = {
  en: {
    subject: 'Your StackLens password was changed',
    text: (v) =>
      `Hello ${v.username},\n\nThe password of your StackLens account was just changed, and every device signed in to it was signed out.\n\n` +
      `If this was you, there is nothing more to do. If it was not, reset your password at once:\n${v.forgotUrl}\n\n` +
      `The StackLens team`,
  },
  fr: {
    subject: 'Le mot de passe de votre compte StackLens a été modifié',
    text: (v) =>
      `Bonjour ${v.username},\n\nLe mot de passe de votre compte StackLens vient d'être modifié, et tous les appareils connectés à ce compte ont été déconnectés.\n\n` +
      `Si c'était vous, vous n'avez rien d'autre à faire. Sinon, réinitialisez votre mot de passe sans attendre :\n${v.forgotUrl}\n\n` +
      `L'équipe StackLens`,
  },
  es: {
    subject: 'Se ha cambiado la contraseña de tu cuenta de StackLens',
    text: (v) =>
      `Hola, ${v.username}:\n\nAcabamos de cambiar la contraseña de tu cuenta de StackLens y hemos cerrado la sesión en todos los dispositivos conectados a ella.\n\n` +
      `Si has sido tú, no tienes que hacer nada más. Si no, restablece tu contraseña cuanto antes:\n${v.forgotUrl}\n\n` +
      `El equipo de StackLens`,
  },
  ar: {
    subject: 'تم تغيير كلمة مرور حسابك في StackLens',
    text: (v) =>
      `مرحبًا ${v.username}،\n\nتم للتو تغيير كلمة مرور حسابك في StackLens، وتم تسجيل الخروج من جميع الأجهزة المتصلة بالحساب.\n\n` +
      `إذا كنت أنت من قام بذلك، فلا حاجة لفعل أي شيء آخر. وإن لم تكن أنت، فأعد تعيين كلمة مرورك فورًا:\n${v.forgotUrl}\n\n` +
      `فريق StackLens`,
  },
  zh: {
    subject: '您的 StackLens 密码已更改',
    text: (v) =>
      `${v.username}，您好：\n\n您 StackLens 账户的密码刚刚被更改，所有已登录该账户的设备均已退出登录。\n\n` +
      `如果是您本人的操作，则无需进一步处理。如果不是，请立即重置密码：\n${v.forgotUrl}\n\n` +
      `StackLens 团队`,
  },
};

export function passwordResetMail(locale: MailLocale, view: ResetView): RenderedMail {
  const t = PASSWORD_RESET[locale];
  return { subject: t.subject, text: t.text(view), template: IDENTITY_TEMPLATES.passwordReset, locale };
}

export function passwordChangedMail(locale: MailLocale, view: ChangedView): RenderedMail {
  const t = PASSWORD_CHANGED[locale];
  return { subject: t.subject, text: t.text(view), template: IDENTITY_TEMPLATES.passwordChanged, locale };
}
