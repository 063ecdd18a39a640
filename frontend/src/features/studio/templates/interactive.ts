import { studioMessages as m } from '../studio.messages';
import { BASE_CSS, type StudioTemplate } from './types';

const FIELD_CSS = `
label {
  display: block;
  margin-bottom: 0.3rem;
  font-weight: 600;
}

input,
select,
textarea {
  width: 100%;
  min-height: 2.75rem;
  padding: 0.5rem 0.75rem;
  border: 1px solid var(--muted);
  border-radius: var(--radius);
  background: var(--bg);
  color: var(--text);
  font: inherit;
}

.btn {
  min-height: 2.75rem;
  padding: 0 1.25rem;
  border: 2px solid var(--primary);
  border-radius: var(--radius);
  background: var(--primary);
  color: var(--on-primary);
  font: inherit;
  font-weight: 600;
  cursor: pointer;
}

.btn-secondary {
  background: transparent;
  color: var(--text);
}
`;

export const formTemplate: StudioTemplate = {
  id: 'form',
  componentType: 'form',
  name: m.typeForm,
  html: `<form lang="en" dir="ltr" class="form" novalidate>
  <h2>Create your account</h2>
  <div class="field">
    <label for="name">Full name</label>
    <input id="name" name="name" autocomplete="name" required>
  </div>
  <div class="field">
    <label for="email">E-mail</label>
    <input id="email" name="email" type="email" autocomplete="email" required aria-describedby="email-error">
    <p class="error" id="email-error" hidden>Enter an e-mail address such as name@example.com.</p>
  </div>
  <div class="field">
    <label for="plan">Plan</label>
    <select id="plan" name="plan">
      <option>Free</option>
      <option>Pro</option>
    </select>
  </div>
  <label class="check"><input type="checkbox" name="news"> Send me the monthly newsletter</label>
  <button class="btn" type="submit">Create account</button>
  <p class="result" role="status"></p>
</form>
`,
  css: `${BASE_CSS}${FIELD_CSS}
.form {
  display: grid;
  gap: 1rem;
  max-width: 28rem;
}

h2 {
  margin: 0;
}

.check {
  display: flex;
  align-items: center;
  gap: 0.5rem;
  font-weight: 400;
}

.check input {
  width: 1.25rem;
  min-height: 1.25rem;
}

[aria-invalid="true"] {
  border: 2px solid #b91c1c;
}

.error {
  margin: 0.3rem 0 0;
  color: #b91c1c;
  font-weight: 600;
}

@media (prefers-color-scheme: dark) {
  [aria-invalid="true"] { border-color: #fca5a5; }
  .error { color: #fca5a5; }
}
`,
  js: `const form = document.querySelector('form');
const email = document.getElementById('email');
const error = document.getElementById('email-error');
form.addEventListener('submit', (event) => {
  event.preventDefault();
  const valid = email.checkValidity();
  email.setAttribute('aria-invalid', String(!valid));
  error.hidden = valid;
  if (!valid) {
    email.focus();
    return;
  }
  form.querySelector('.result').textContent = 'Account created for ' + email.value;
  console.log('Submitted', Object.fromEntries(new FormData(form)));
});
`,
};

export const modalTemplate: StudioTemplate = {
  id: 'modal',
  componentType: 'modal',
  name: m.typeModal,
  html: `<button lang="en" dir="ltr" type="button" class="btn" id="open">Delete project…</button>

<dialog lang="en" dir="ltr" id="confirm" aria-labelledby="confirm-title" aria-describedby="confirm-text">
  <h2 id="confirm-title">Delete this project?</h2>
  <p id="confirm-text">Its files and history will be removed. This cannot be undone.</p>
  <form method="dialog" class="actions">
    <button class="btn btn-secondary" value="cancel">Cancel</button>
    <button class="btn btn-danger" value="delete">Delete</button>
  </form>
</dialog>
<p lang="en" dir="ltr" role="status" id="result"></p>
`,
  css: `${BASE_CSS}${FIELD_CSS}
dialog {
  width: min(28rem, calc(100vw - 2rem));
  padding: 1.5rem;
  border: 1px solid var(--border);
  border-radius: 0.75rem;
  background: var(--bg);
  color: var(--text);
}

dialog::backdrop {
  background: rgb(8 12 28 / 0.6);
}

h2 {
  margin: 0 0 0.5rem;
}

.actions {
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 0.75rem;
}

.btn-danger {
  border-color: #b91c1c;
  background: #b91c1c;
  color: #ffffff;
}
`,
  js: `const dialog = document.getElementById('confirm');
document.getElementById('open').addEventListener('click', () => {
  dialog.showModal();
  // The safe choice takes the focus. Not the autofocus attribute: a cross-origin frame, as this
  // preview is, refuses it.
  dialog.querySelector('button[value="cancel"]').focus();
});
dialog.addEventListener('close', () => {
  document.getElementById('result').textContent = dialog.returnValue === 'delete' ? 'Project deleted.' : '';
  console.log('Dialog closed with', dialog.returnValue || 'Escape');
});
`,
};

export const tabsTemplate: StudioTemplate = {
  id: 'tabs',
  componentType: 'tabs',
  name: m.typeTabs,
  html: `<div lang="en" dir="ltr" class="tabs">
  <div role="tablist" aria-label="Account settings">
    <button role="tab" id="tab-profile" aria-controls="panel-profile" aria-selected="true">Profile</button>
    <button role="tab" id="tab-security" aria-controls="panel-security" aria-selected="false" tabindex="-1">Security</button>
    <button role="tab" id="tab-billing" aria-controls="panel-billing" aria-selected="false" tabindex="-1">Billing</button>
  </div>
  <div role="tabpanel" id="panel-profile" aria-labelledby="tab-profile" tabindex="0">
    <p>Your name, photo and bio.</p>
  </div>
  <div role="tabpanel" id="panel-security" aria-labelledby="tab-security" tabindex="0" hidden>
    <p>Password and two-factor authentication.</p>
  </div>
  <div role="tabpanel" id="panel-billing" aria-labelledby="tab-billing" tabindex="0" hidden>
    <p>Invoices and payment methods.</p>
  </div>
</div>
`,
  css: `${BASE_CSS}
[role="tablist"] {
  display: flex;
  gap: 0.25rem;
  overflow-x: auto;
  border-bottom: 1px solid var(--border);
}

[role="tab"] {
  flex: none;
  min-height: 2.75rem;
  padding: 0 1rem;
  border: 0;
  border-bottom: 3px solid transparent;
  background: none;
  color: var(--muted);
  font: inherit;
  font-weight: 600;
  cursor: pointer;
}

[role="tab"][aria-selected="true"] {
  border-bottom-color: var(--primary);
  color: var(--text);
}

[role="tabpanel"] {
  padding: 1rem 0.25rem;
}
`,
  js: `const tabs = [...document.querySelectorAll('[role="tab"]')];
function select(tab) {
  tabs.forEach((other) => {
    const selected = other === tab;
    other.setAttribute('aria-selected', String(selected));
    other.tabIndex = selected ? 0 : -1;
    document.getElementById(other.getAttribute('aria-controls')).hidden = !selected;
  });
  tab.focus();
}
tabs.forEach((tab, index) => {
  tab.addEventListener('click', () => select(tab));
  tab.addEventListener('keydown', (event) => {
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    if (step) select(tabs[(index + step + tabs.length) % tabs.length]);
    if (event.key === 'Home') select(tabs[0]);
    if (event.key === 'End') select(tabs[tabs.length - 1]);
  });
});
`,
};
