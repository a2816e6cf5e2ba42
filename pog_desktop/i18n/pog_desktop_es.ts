<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name>Crash</name>
    <message>
        <source>Something went wrong: {error}

A report was written to:
{report}

Your game is safe: it was saved after your last action and is resumed the next time you start the application.</source>
        <translation>Algo ha fallado: {error}

Se ha escrito un informe en:
{report}

La partida está a salvo: se guardó tras la última acción y se reanudará la próxima vez que inicie la aplicación.</translation>
    </message>
    <message>
        <source>Unexpected error</source>
        <translation>Error inesperado</translation>
    </message>
</context>
<context>
    <name>Language</name>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Idioma</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Idioma del sistema</translation>
    </message>
    <message>
        <source>The interface will be in {language} from the next start.</source>
        <translation>La interfaz estará en {language} a partir del próximo inicio.</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
</context>
</TS>
