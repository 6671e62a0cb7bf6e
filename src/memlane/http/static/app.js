// memlane web UI: every change goes through the /v1 API with the page's CSRF token.
// Pages are server-rendered; this script only submits forms, confirms deletions and reloads.
"use strict";

(() => {
  const csrf = document.querySelector('meta[name="csrf-token"]')?.content || "";

  async function api(method, url, body) {
    const init = {
      method,
      credentials: "same-origin",
      headers: { "X-CSRF-Token": csrf, Accept: "application/json" },
    };
    if (body !== undefined) {
      init.headers["Content-Type"] = "application/json";
      init.body = JSON.stringify(body);
    }
    const response = await fetch(url, init);
    let data = null;
    try {
      data = await response.json();
    } catch (_) {
      data = null;
    }
    if (!response.ok) {
      const error = new Error((data && data.message) || `Request failed (${response.status})`);
      error.status = response.status;
      error.remedy = data && data.remedy;
      error.code = data && data.code;
      throw error;
    }
    return data;
  }

  let toastTimer = null;
  // A toast may offer one action (an Undo): it then stays up longer, for a person to reach it.
  function toast(message, kind, action) {
    const el = document.getElementById("toast");
    if (!el) return;
    el.textContent = message;
    el.dataset.kind = kind || "ok";
    if (action) {
      const button = document.createElement("button");
      button.type = "button";
      button.className = "toast-action";
      button.textContent = action.label;
      button.addEventListener("click", async () => {
        button.disabled = true;
        try {
          await action.run();
        } catch (error) {
          toast(describe(error), "error");
        }
      });
      el.append(" ", button);
    }
    el.hidden = false;
    clearTimeout(toastTimer);
    toastTimer = setTimeout(() => { el.hidden = true; }, action ? 10000 : 4000);
  }

  function describe(error) {
    return error.remedy ? `${error.message} — ${error.remedy}` : error.message;
  }

  function confirmAction(message, okLabel) {
    const dialog = document.getElementById("confirm-dialog");
    if (!dialog || typeof dialog.showModal !== "function") {
      return Promise.resolve(window.confirm(message));
    }
    dialog.querySelector("#confirm-message").textContent = message;
    dialog.querySelector("#confirm-ok").textContent = okLabel || "Delete";
    dialog.returnValue = "";
    dialog.showModal();
    return new Promise((resolve) => {
      dialog.addEventListener("close", () => resolve(dialog.returnValue === "confirm"),
        { once: true });
    });
  }

  // Form fields → JSON: tags split on commas, empty optional fields left out.
  function formBody(form) {
    const body = {};
    for (const el of form.elements) {
      if (!el.name || el.disabled) continue;
      if (el.type === "checkbox") { body[el.name] = el.checked; continue; }
      if (el.type === "radio" && !el.checked) continue;
      let value = el.value;
      if (el.dataset.type === "tags") {
        value = value.split(",").map((t) => t.trim()).filter(Boolean);
      } else if (el.dataset.type === "utc-date" && value) {
        value = `${value}T00:00:00Z`;  // a date input has no zone: validity bounds are UTC
      } else if (value === "" && (el.dataset.optional !== undefined || !el.required)) {
        continue;
      }
      body[el.name] = value;
    }
    if (form.dataset.compose === "remember") {
      // A summary alone is the memory; with detail, the summary becomes its title.
      if (!body.text) { body.text = body.title; delete body.title; }
    }
    return body;
  }

  function showFormError(form, message) {
    const slot = form.querySelector(".form-error");
    if (slot) { slot.textContent = message; slot.hidden = false; } else { toast(message, "error"); }
  }

  document.addEventListener("submit", async (event) => {
    const form = event.target.closest("form[data-api]");
    if (!form) return;
    event.preventDefault();
    const slot = form.querySelector(".form-error");
    if (slot) slot.hidden = true;
    const submit = form.querySelector('[type="submit"]');
    if (submit) submit.disabled = true;
    try {
      const result = await api(form.dataset.api, form.dataset.url, formBody(form));
      if (form.dataset.success) sessionStorage.setItem("memlane-toast", form.dataset.success);
      if (form.dataset.next && result && result.id) {
        window.location.assign(form.dataset.next.replace("{id}", encodeURIComponent(result.id)));
      } else {
        window.location.reload();
      }
    } catch (error) {
      if (error.status === 409 && form.dataset.conflict) {
        const banner = document.getElementById(form.dataset.conflict);
        const stale = document.getElementById("toast");
        if (stale) stale.hidden = true;
        if (banner) { banner.hidden = false; banner.scrollIntoView({ block: "nearest" }); }
      } else {
        showFormError(form, describe(error));
      }
    } finally {
      if (submit) submit.disabled = false;
    }
  });

  const actions = {
    "open-dialog": (button) => {
      const dialog = document.getElementById(button.dataset.dialog);
      if (dialog) dialog.showModal();
    },
    "close-dialog": (button) => button.closest("dialog")?.close(),
    edit: (button) => {
      const form = document.getElementById(button.dataset.target);
      if (!form) return;
      form.hidden = !form.hidden;
      button.setAttribute("aria-expanded", String(!form.hidden));
      if (!form.hidden) form.querySelector("input, textarea, select")?.focus();
    },
    "cancel-edit": (button) => {
      const form = button.closest("form");
      form.reset();
      form.hidden = true;
      const opener = document.querySelector(`[data-target="${form.id}"]`);
      if (opener) { opener.setAttribute("aria-expanded", "false"); opener.focus(); }
    },
    pin: async (button) => {
      const pinned = button.getAttribute("aria-pressed") !== "true";
      await api("POST", button.dataset.url, { pinned });
      sessionStorage.setItem("memlane-toast", pinned ? "Pinned." : "Unpinned.");
      window.location.reload();
    },
    delete: async (button) => {
      if (!(await confirmAction(button.dataset.confirm || "Delete this?"))) return;
      const result = await api("DELETE", button.dataset.url);
      const card = button.dataset.remove && document.querySelector(button.dataset.remove);
      if (card) card.remove();
      // A forgotten memory keeps its last version in history: a button that names its
      // restore URL (POST /v1/records/{id}/restore) offers to bring it back. A forgotten
      // session has no way back, and its button names none.
      const restore = button.dataset.restore;
      if (!restore || !(result && result.forgotten)) { toast("Deleted."); return; }
      toast("Deleted.", "ok", {
        label: "Undo",
        run: async () => {
          await api("POST", restore);
          sessionStorage.setItem("memlane-toast", "Restored.");
          window.location.reload();
        },
      });
    },
    // A button that posts a fixed JSON body (verify, apply a proposal), after an optional
    // confirmation, then reloads the page.
    post: async (button) => {
      if (button.dataset.confirm) {
        const ok = await confirmAction(button.dataset.confirm, button.dataset.confirmLabel);
        if (!ok) return;
      }
      button.disabled = true;
      try {
        await api("POST", button.dataset.url, JSON.parse(button.dataset.body || "{}"));
      } finally {
        button.disabled = false;
      }
      sessionStorage.setItem("memlane-toast", button.dataset.success || "Done.");
      window.location.reload();
    },
    scan: async (button) => {
      button.disabled = true;
      const label = button.textContent;
      button.textContent = "Scanning…";
      try {
        const result = await api("POST", button.dataset.url);
        const partial = result && result.stats && result.stats.partial ? " (partial)" : "";
        sessionStorage.setItem("memlane-toast", "Codebase scanned" + partial + ".");
        window.location.reload();
      } finally {
        button.disabled = false;
        button.textContent = label;
      }
    },
    archive: async (button) => {
      const ok = await confirmAction(button.dataset.confirm, button.dataset.confirmLabel);
      if (!ok) return;
      await api("POST", button.dataset.url,
        { id: button.dataset.id, revision: button.dataset.revision });
      sessionStorage.setItem("memlane-toast", "Note archived.");
      window.location.reload();
    },
  };

  document.addEventListener("click", async (event) => {
    const button = event.target.closest("[data-action]");
    if (!button || !actions[button.dataset.action]) return;
    event.preventDefault();
    try {
      await actions[button.dataset.action](button);
    } catch (error) {
      toast(describe(error), "error");
    }
  });

  document.addEventListener("change", (event) => {
    if (event.target.matches("[data-autosubmit]")) event.target.form?.requestSubmit();
  });

  const pending = sessionStorage.getItem("memlane-toast");
  if (pending) {
    sessionStorage.removeItem("memlane-toast");
    toast(pending);
  }
})();
