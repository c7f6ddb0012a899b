"""The program's dialogs, one per module (docs/architecture.md): each edits one thing and saves it through
``UiSession.perform``, showing a refusal in words inside the dialog."""
