import { studioMessages as m } from '../studio.messages';
import { BASE_CSS, type StudioTemplate } from './types';

export const buttonTemplate: StudioTemplate = {
  id: 'button',
  componentType: 'button',
  name: m.typeButton,
  html: `<div lang="en" dir="ltr" class="buttons">
  <button type="button" class="btn btn-primary">Save changes</button>
  <button type="button" class="btn btn-secondary">Cancel</button>
  <button type="button" class="btn btn-primary" aria-pressed="false" id="like">
    <span aria-hidden="true">♥</span> Like
  </button>
  <button type="button" class="btn btn-secondary" disabled>Unavailable</button>
</div>
`,
  css: `${BASE_CSS}
.buttons {
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
}

.btn {
  min-height: 2.75rem;
  padding: 0.6rem 1.25rem;
  border: 2px solid var(--primary);
  border-radius: 999px;
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  transition: transform 0.1s ease;
}

.btn:active:not(:disabled) {
  transform: translateY(1px);
}

.btn-primary {
  background: var(--primary);
  color: var(--on-primary);
}

.btn-secondary {
  background: transparent;
  color: var(--text);
}

.btn[aria-pressed="true"] {
  background: var(--text);
  border-color: var(--text);
  color: var(--bg);
}

.btn:disabled {
  cursor: not-allowed;
  opacity: 0.55;
}

@media (prefers-reduced-motion: reduce) {
  .btn {
    transition: none;
  }
}
`,
  js: `const like = document.getElementById('like');
like.addEventListener('click', () => {
  const pressed = like.getAttribute('aria-pressed') === 'true';
  like.setAttribute('aria-pressed', String(!pressed));
  console.log(pressed ? 'Unliked' : 'Liked');
});
`,
};

export const badgeTemplate: StudioTemplate = {
  id: 'badge',
  componentType: 'badge',
  name: m.typeBadge,
  html: `<ul lang="en" dir="ltr" class="badges" aria-label="Order statuses">
  <li class="badge badge-success">Paid</li>
  <li class="badge badge-warning">Pending</li>
  <li class="badge badge-danger">Refunded</li>
  <li class="badge badge-neutral">Draft</li>
</ul>
<p lang="en" dir="ltr">
  Inbox <span class="count" aria-label="12 unread messages">12</span>
</p>
`,
  css: `${BASE_CSS}
:root {
  --success: #166534;
  --success-bg: #dcfce7;
  --warning: #854d0e;
  --warning-bg: #fef9c3;
  --danger: #991b1b;
  --danger-bg: #fee2e2;
}

@media (prefers-color-scheme: dark) {
  :root {
    --success: #bbf7d0;
    --success-bg: #14532d;
    --warning: #fef08a;
    --warning-bg: #713f12;
    --danger: #fecaca;
    --danger-bg: #7f1d1d;
  }
}

.badges {
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin: 0 0 1rem;
  padding: 0;
  list-style: none;
}

.badge {
  display: inline-flex;
  align-items: center;
  gap: 0.35rem;
  padding: 0.2rem 0.7rem;
  border-radius: 999px;
  font-size: 0.875rem;
  font-weight: 700;
}

.badge::before {
  content: "";
  width: 0.5rem;
  height: 0.5rem;
  border-radius: 50%;
  background: currentColor;
}

.badge-success { color: var(--success); background: var(--success-bg); }
.badge-warning { color: var(--warning); background: var(--warning-bg); }
.badge-danger { color: var(--danger); background: var(--danger-bg); }
.badge-neutral { color: var(--text); background: var(--surface); border: 1px solid var(--border); }

.count {
  display: inline-block;
  min-width: 1.6rem;
  padding: 0 0.45rem;
  border-radius: 999px;
  background: var(--primary);
  color: var(--on-primary);
  font-size: 0.8125rem;
  font-weight: 700;
  text-align: center;
}
`,
  js: '',
};

export const alertTemplate: StudioTemplate = {
  id: 'alert',
  componentType: 'alert',
  name: m.typeAlert,
  html: `<div lang="en" dir="ltr" class="alert alert-info" role="status">
  <p><strong>Heads up:</strong> maintenance is planned on Sunday at 02:00 UTC.</p>
</div>
<div lang="en" dir="ltr" class="alert alert-error" role="alert" id="error">
  <p><strong>Payment failed.</strong> Your card was declined.</p>
  <button type="button" class="dismiss" aria-label="Dismiss this alert">×</button>
</div>
`,
  css: `${BASE_CSS}
:root {
  --info: #1e40af;
  --info-bg: #dbeafe;
  --error: #991b1b;
  --error-bg: #fee2e2;
}

@media (prefers-color-scheme: dark) {
  :root {
    --info: #bfdbfe;
    --info-bg: #1e3a8a;
    --error: #fecaca;
    --error-bg: #7f1d1d;
  }
}

.alert {
  display: flex;
  align-items: flex-start;
  gap: 0.75rem;
  max-width: 40rem;
  margin-bottom: 1rem;
  padding: 0.9rem 1rem;
  border-inline-start: 5px solid currentColor;
  border-radius: var(--radius);
}

.alert p {
  flex: 1;
  margin: 0;
}

.alert-info { color: var(--info); background: var(--info-bg); }
.alert-error { color: var(--error); background: var(--error-bg); }

.dismiss {
  width: 2.25rem;
  height: 2.25rem;
  border: 0;
  border-radius: var(--radius);
  background: transparent;
  color: inherit;
  font-size: 1.5rem;
  line-height: 1;
  cursor: pointer;
}
`,
  js: `document.querySelector('.dismiss').addEventListener('click', () => {
  document.getElementById('error').remove();
  console.info('Alert dismissed');
});
`,
};
