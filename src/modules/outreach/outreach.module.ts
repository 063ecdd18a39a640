import { ContainerModule } from 'inversify';
import type { AppConfig } from '../../platform/config/index.js';
import { HTTP, type RouteProviderRegistration } from '../../platform/http/index.js';
import { PLATFORM } from '../../platform/platform.tokens.js';
import { ContactRoutes } from './adapters/http/contact.routes.js';
import { FeedbackRoutes } from './adapters/http/feedback.routes.js';
import { NewsletterRoutes } from './adapters/http/newsletter.routes.js';
import { ContactMessageObjectionRepository } from './adapters/persistence/contact-message.objection-repository.js';
import { FeedbackObjectionRepository } from './adapters/persistence/feedback.objection-repository.js';
import { NewsletterSubscriberObjectionRepository } from './adapters/persistence/newsletter-subscriber.objection-repository.js';
import { OutreachPersonalDataHolder } from './adapters/personal-data/outreach.personal-data-holder.js';
import { ConfirmNewsletterSubscription } from './application/confirm-newsletter-subscription/confirm-newsletter-subscription.use-case.js';
import { ListContactMessages } from './application/list-contact-messages/list-contact-messages.use-case.js';
import { ListFeedback } from './application/list-feedback/list-feedback.use-case.js';
import { ListNewsletterSubscribers } from './application/list-newsletter-subscribers/list-newsletter-subscribers.use-case.js';
import type { OutreachSettings } from './application/outreach-settings.js';
import { SubmitContactMessage } from './application/submit-contact-message/submit-contact-message.use-case.js';
import { SubmitFeedback } from './application/submit-feedback/submit-feedback.use-case.js';
import { SubscribeToNewsletter } from './application/subscribe-to-newsletter/subscribe-to-newsletter.use-case.js';
import { UnsubscribeFromNewsletter } from './application/unsubscribe-from-newsletter/unsubscribe-from-newsletter.use-case.js';
import { IDENTITY_PERSONAL_DATA, type PersonalDataHolder } from '../identity/index.js';
import { OUTREACH } from './outreach.tokens.js';

/** Use cases and persistence. */
export const outreachCoreModule = new ContainerModule(({ bind }) => {
  bind<OutreachSettings>(OUTREACH.Settings)
    .toDynamicValue((context) => {
      const config = context.get<AppConfig>(PLATFORM.Config);
      return { teamEmail: config.mail.teamEmail, publicUrl: config.http.publicUrl };
    })
    .inSingletonScope();
  bind(OUTREACH.ContactMessageRepository).to(ContactMessageObjectionRepository).inSingletonScope();
  bind(OUTREACH.FeedbackRepository).to(FeedbackObjectionRepository).inSingletonScope();
  bind(OUTREACH.NewsletterSubscriberRepository).to(NewsletterSubscriberObjectionRepository).inSingletonScope();
  bind(OUTREACH.SubmitContactMessage).to(SubmitContactMessage).inSingletonScope();
  bind(OUTREACH.SubmitFeedback).to(SubmitFeedback).inSingletonScope();
  bind(OUTREACH.SubscribeToNewsletter).to(SubscribeToNewsletter).inSingletonScope();
  bind(OUTREACH.ConfirmNewsletterSubscription).to(ConfirmNewsletterSubscription).inSingletonScope();
  bind(OUTREACH.UnsubscribeFromNewsletter).to(UnsubscribeFromNewsletter).inSingletonScope();
  bind(OUTREACH.ListContactMessages).to(ListContactMessages).inSingletonScope();
  bind(OUTREACH.ListFeedback).to(ListFeedback).inSingletonScope();
  bind(OUTREACH.ListNewsletterSubscribers).to(ListNewsletterSubscribers).inSingletonScope();
  // Account export and deletion reach outreach's rows through identity's port.
  bind<PersonalDataHolder>(IDENTITY_PERSONAL_DATA).to(OutreachPersonalDataHolder).inSingletonScope();
});

export const outreachHttpModule = new ContainerModule(({ bind }) => {
  bind(ContactRoutes).toSelf().inSingletonScope();
  bind(FeedbackRoutes).toSelf().inSingletonScope();
  bind(NewsletterRoutes).toSelf().inSingletonScope();
  bind<RouteProviderRegistration>(HTTP.RouteProviders).toConstantValue({ provider: ContactRoutes });
  bind<RouteProviderRegistration>(HTTP.RouteProviders).toConstantValue({ provider: FeedbackRoutes });
  bind<RouteProviderRegistration>(HTTP.RouteProviders).toConstantValue({ provider: NewsletterRoutes });
});
