<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it_IT">
<context>
    <name>Crash</name>
    <message>
        <source>Something went wrong: {error}

A report was written to:
{report}

Your game is safe: it was saved after your last action and is resumed the next time you start the application.</source>
        <translation>Qualcosa è andato storto: {error}

Un rapporto è stato scritto in:
{report}

La partita è al sicuro: è stata salvata dopo l&apos;ultima azione e riprenderà al prossimo avvio dell&apos;applicazione.</translation>
    </message>
    <message>
        <source>Unexpected error</source>
        <translation>Errore imprevisto</translation>
    </message>
</context>
<context>
    <name>Language</name>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Lingua</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Lingua del sistema</translation>
    </message>
    <message>
        <source>The interface will be in {language} from the next start.</source>
        <translation>L&apos;interfaccia sarà in {language} dal prossimo avvio.</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Lingua</translation>
    </message>
</context>
</TS>
