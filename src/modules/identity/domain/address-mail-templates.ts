import type { MailLocale, RenderedMail } from './mail-templates.js';

/**
 * Mails about an address and the account behind it (identity README, "Verified addresses" and "Brute
 * force"), in the five languages of the interface. Each names what happened and what the reader may
 * do, and none says more about an account than its owner already knows.
 */
export const ADDRESS_TEMPLATES = {
  confirmSignup: 'identity.confirm-signup',
  confirmAddress: 'identity.confirm-address',
  signupAttempt: 'identity.signup-attempt',
  signInFailures: 'identity.sign-in-failures',
} as const;

const base = (publicUrl: string) => publicUrl.replace(/\/$/, '');

/** `{PUBLIC_URL}/{lang}/verify-email?token=…`: the page that proves the address (and, for a sign-up, signs in). */
export function verifyEmailUrl(publicUrl: string, locale: MailLocale, token: string): string {
  return `${base(publicUrl)}/${locale}/verify-email?token=${encodeURIComponent(token)}`;
}

export function signInUrl(publicUrl: string, locale: MailLocale): string {
  return `${base(publicUrl)}/${locale}/login`;
}

export function forgotUrl(publicUrl: string, locale: MailLocale): string {
  return `${base(publicUrl)}/${locale}/forgot-password`;
}

type Template<V> = Record<MailLocale, { subject: string; text: (v: V) => string }>;

interface ConfirmSignupView {
  username: string;
  link: string;
}

const CONFIRM_SIGNUP: Template<ConfirmSignupView> = {
  en: {
    subject: 'Confirm your address to create your StackLens account',
    text: (v) =>
      `Hello ${v.username},\n\nTo create your StackLens account and start your 7-day trial, confirm that this address is yours by opening this link:\n${v.link}\n\n` +
      `The link works once and expires in 24 hours. If you did not sign up, ignore this email: no account is created.\n\nThe StackLens team`,
  },
  fr: {
    subject: 'Confirmez votre adresse pour créer votre compte StackLens',
    text: (v) =>
      `Bonjour ${v.username},\n\nPour créer votre compte StackLens et commencer votre essai de 7 jours, confirmez que cette adresse est bien la vôtre en ouvrant ce lien :\n${v.link}\n\n` +
      `Ce lien ne fonctionne qu'une fois et expire dans 24 heures. Si vous ne vous êtes pas inscrit, ignorez cet e-mail : aucun compte n'est créé.\n\nL'équipe StackLens`,
  },
  es: {
    subject: 'Confirma tu dirección para crear tu cuenta de StackLens',
    text: (v) =>
      `Hola, ${v.username}:\n\nPara crear tu cuenta de StackLens y empezar tu prueba de 7 días, confirma que esta dirección es tuya abriendo este enlace:\n${v.link}\n\n` +
      `El enlace solo funciona una vez y caduca en 24 horas. Si no te has registrado, ignora este correo: no se creará ninguna cuenta.\n\nEl equipo de StackLens`,
  },
  ar: {
    subject: 'أكّد عنوانك لإنشاء حسابك في StackLens',
    text: (v) =>
      `مرحبًا ${v.username}،\n\nلإنشاء حسابك في StackLens وبدء الفترة التجريبية لمدة 7 أيام، أكّد أن هذا العنوان يخصك بفتح هذا الرابط:\n${v.link}\n\n` +
      `يعمل الرابط مرة واحدة فقط وتنتهي صلاحيته بعد 24 ساعة. إذا لم تقم بالتسجيل، فتجاهل هذه الرسالة ولن يُنشأ أي حساب.\n\nفريق StackLens`,
  },
  zh: {
    subject: '确认您的邮箱地址以创建 StackLens 账户',
    text: (v) =>
      `${v.username}，您好：\n\n要创建您的 StackLens 账户并开始 7 天试用，请打开以下链接确认此邮箱地址属于您：\n${v.link}\n\n` +
      `该链接只能使用一次，24 小时后失效。如果您没有注册，请忽略此邮件，不会创建任何账户。\n\nStackLens 团队`,
  },
};

const CONFIRM_ADDRESS: Template<ConfirmSignupView> = {
  en: {
    subject: 'Confirm your new StackLens email address',
    text: (v) =>
      `Hello ${v.username},\n\nThis address was entered as the email address of the StackLens account "${v.username}". To confirm that it is yours, open this link:\n${v.link}\n\n` +
      `The link works once and expires in 24 hours. If you do not know this account, ignore this email: the address stays unconfirmed.\n\nThe StackLens team`,
  },
  fr: {
    subject: 'Confirmez votre nouvelle adresse e-mail StackLens',
    text: (v) =>
      `Bonjour ${v.username},\n\nCette adresse a été indiquée comme adresse e-mail du compte StackLens « ${v.username} ». Pour confirmer qu'elle est bien la vôtre, ouvrez ce lien :\n${v.link}\n\n` +
      `Ce lien ne fonctionne qu'une fois et expire dans 24 heures. Si vous ne connaissez pas ce compte, ignorez cet e-mail : l'adresse restera non confirmée.\n\nL'équipe StackLens`,
  },
  es: {
    subject: 'Confirma tu nueva dirección de correo de StackLens',
    text: (v) =>
      `Hola, ${v.username}:\n\nEsta dirección se ha indicado como correo de la cuenta de StackLens «${v.username}». Para confirmar que es tuya, abre este enlace:\n${v.link}\n\n` +
      `El enlace solo funciona una vez y caduca en 24 horas. Si no conoces esta cuenta, ignora este correo: la dirección seguirá sin confirmar.\n\nEl equipo de StackLens`,
  },
  ar: {
    subject: 'أكّد عنوان بريدك الإلكتروني الجديد في StackLens',
    text: (v) =>
      `مرحبًا ${v.username}،\n\nأُدخل هذا العنوان بريدًا إلكترونيًا لحساب StackLens «${v.username}». لتأكيد أنه يخصك، افتح هذا الرابط:\n${v.link}\n\n` +
      `يعمل الرابط مرة واحدة فقط وتنتهي صلاحيته بعد 24 ساعة. إذا كنت لا تعرف هذا الحساب، فتجاهل هذه الرسالة وسيبقى العنوان غير مؤكد.\n\nفريق StackLens`,
  },
  zh: {
    subject: '确认您新的 StackLens 邮箱地址',
    text: (v) =>
      `${v.username}，您好：\n\n此地址被填写为 StackLens 账户“${v.username}”的邮箱地址。要确认此地址属于您，请打开以下链接：\n${v.link}\n\n` +
      `该链接只能使用一次，24 小时后失效。如果您不认识此账户，请忽略此邮件，该地址将保持未确认状态。\n\nStackLens 团队`,
  },
};

interface AttemptView {
  username: string;
  signInUrl: string;
  forgotUrl: string;
}

const SIGNUP_ATTEMPT: Template<AttemptView> = {
  en: {
    subject: 'Someone tried to sign up to StackLens with your address',
    text: (v) =>
      `Hello ${v.username},\n\nSomeone just tried to create a StackLens account with this email address, which already belongs to your account. No new account was created and nothing changed.\n\n` +
      `If it was you, sign in here:\n${v.signInUrl}\nForgot your password? Choose a new one here:\n${v.forgotUrl}\n\nIf it was not you, there is nothing to do.\n\nThe StackLens team`,
  },
  fr: {
    subject: "Quelqu'un a tenté de s'inscrire à StackLens avec votre adresse",
    text: (v) =>
      `Bonjour ${v.username},\n\nQuelqu'un vient d'essayer de créer un compte StackLens avec cette adresse e-mail, qui appartient déjà à votre compte. Aucun compte n'a été créé et rien n'a changé.\n\n` +
      `Si c'était vous, connectez-vous ici :\n${v.signInUrl}\nMot de passe oublié ? Choisissez-en un nouveau ici :\n${v.forgotUrl}\n\nSi ce n'était pas vous, vous n'avez rien à faire.\n\nL'équipe StackLens`,
  },
  es: {
    subject: 'Alguien ha intentado registrarse en StackLens con tu dirección',
    text: (v) =>
      `Hola, ${v.username}:\n\nAlguien acaba de intentar crear una cuenta de StackLens con esta dirección de correo, que ya pertenece a tu cuenta. No se ha creado ninguna cuenta y no ha cambiado nada.\n\n` +
      `Si has sido tú, inicia sesión aquí:\n${v.signInUrl}\n¿Has olvidado tu contraseña? Elige una nueva aquí:\n${v.forgotUrl}\n\nSi no has sido tú, no tienes que hacer nada.\n\nEl equipo de StackLens`,
  },
  ar: {
    subject: 'حاول أحدهم التسجيل في StackLens باستخدام عنوانك',
    text: (v) =>
      `مرحبًا ${v.username}،\n\nحاول أحدهم للتو إنشاء حساب في StackLens بعنوان البريد الإلكتروني هذا، وهو مرتبط بحسابك بالفعل. لم يُنشأ أي حساب جديد ولم يتغير شيء.\n\n` +
      `إذا كنت أنت، فسجّل الدخول من هنا:\n${v.signInUrl}\nهل نسيت كلمة المرور؟ اختر كلمة جديدة من هنا:\n${v.forgotUrl}\n\nإذا لم تكن أنت، فلا حاجة لفعل أي شيء.\n\nفريق StackLens`,
  },
  zh: {
    subject: '有人尝试用您的邮箱地址注册 StackLens',
    text: (v) =>
      `${v.username}，您好：\n\n有人刚刚尝试用此邮箱地址创建 StackLens 账户，而该地址已属于您的账户。没有创建新账户，也没有任何更改。\n\n` +
      `如果是您本人，请在此登录：\n${v.signInUrl}\n忘记密码？请在此设置新密码：\n${v.forgotUrl}\n\n如果不是您本人，则无需任何操作。\n\nStackLens 团队`,
  },
};

interface FailuresView {
  username: string;
  failures: number;
  forgotUrl: string;
}

const SIGN_IN_FAILURES: Template<FailuresView> = {
  en: {
    subject: 'Failed sign-in attempts on your StackLens account',
    text: (v) =>
      `Hello ${v.username},\n\nThere were ${v.failures} failed attempts to sign in to your StackLens account in the last 15 minutes. ` +
      `You can still sign in as usual from your own devices; further attempts from the addresses that failed are blocked for 15 minutes.\n\n` +
      `If it was not you, your password has not been found, but choose a stronger one and turn on two-factor authentication in your settings:\n${v.forgotUrl}\n\nThe StackLens team`,
  },
  fr: {
    subject: 'Tentatives de connexion échouées sur votre compte StackLens',
    text: (v) =>
      `Bonjour ${v.username},\n\nIl y a eu ${v.failures} tentatives de connexion échouées sur votre compte StackLens au cours des 15 dernières minutes. ` +
      `Vous pouvez toujours vous connecter normalement depuis vos propres appareils ; les nouvelles tentatives depuis les adresses en échec sont bloquées pendant 15 minutes.\n\n` +
      `Si ce n'était pas vous, votre mot de passe n'a pas été trouvé, mais choisissez-en un plus robuste et activez l'authentification à deux facteurs dans vos paramètres :\n${v.forgotUrl}\n\nL'équipe StackLens`,
  },
  es: {
    subject: 'Intentos fallidos de inicio de sesión en tu cuenta de StackLens',
    text: (v) =>
      `Hola, ${v.username}:\n\nEn los últimos 15 minutos ha habido ${v.failures} intentos fallidos de iniciar sesión en tu cuenta de StackLens. ` +
      `Puedes seguir iniciando sesión como siempre desde tus dispositivos; los nuevos intentos desde las direcciones que fallaron quedan bloqueados durante 15 minutos.\n\n` +
      `Si no has sido tú, tu contraseña no ha sido descubierta, pero elige una más segura y activa la autenticación en dos pasos en tus ajustes:\n${v.forgotUrl}\n\nEl equipo de StackLens`,
  },
  ar: {
    subject: 'محاولات فاشلة لتسجيل الدخول إلى حسابك في StackLens',
    text: (v) =>
      `مرحبًا ${v.username}،\n\nحدثت ${v.failures} محاولات فاشلة لتسجيل الدخول إلى حسابك في StackLens خلال آخر 15 دقيقة. ` +
      `ما زال بإمكانك تسجيل الدخول كالمعتاد من أجهزتك؛ أما المحاولات الجديدة من العناوين التي فشلت فهي محظورة لمدة 15 دقيقة.\n\n` +
      `إذا لم تكن أنت، فلم تُكتشف كلمة مرورك، لكن اختر كلمة أقوى وفعّل المصادقة الثنائية من إعداداتك:\n${v.forgotUrl}\n\nفريق StackLens`,
  },
  zh: {
    subject: '您的 StackLens 账户有登录失败的尝试',
    text: (v) =>
      `${v.username}，您好：\n\n在过去 15 分钟内，您的 StackLens 账户有 ${v.failures} 次登录失败的尝试。` +
      `您仍可以像往常一样在自己的设备上登录；来自失败地址的进一步尝试将被阻止 15 分钟。\n\n` +
      `如果不是您本人，您的密码并未被猜中，但请设置更强的密码，并在设置中开启双重验证：\n${v.forgotUrl}\n\nStackLens 团队`,
  },
};

function render<V>(template: Template<V>, name: string, locale: MailLocale, view: V): RenderedMail {
  const t = template[locale];
  return { subject: t.subject, text: t.text(view), template: name, locale };
}

export const confirmSignupMail = (locale: MailLocale, view: ConfirmSignupView) => render(CONFIRM_SIGNUP, ADDRESS_TEMPLATES.confirmSignup, locale, view);
export const confirmAddressMail = (locale: MailLocale, view: ConfirmSignupView) => render(CONFIRM_ADDRESS, ADDRESS_TEMPLATES.confirmAddress, locale, view);
export const signupAttemptMail = (locale: MailLocale, view: AttemptView) => render(SIGNUP_ATTEMPT, ADDRESS_TEMPLATES.signupAttempt, locale, view);
export const signInFailuresMail = (locale: MailLocale, view: FailuresView) => render(SIGN_IN_FAILURES, ADDRESS_TEMPLATES.signInFailures, locale, view);
