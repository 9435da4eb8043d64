<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>ConfirmEnd</name>
    <message numerus="yes">
        <source>%n action(s)</source>
        <translation>
            <numerusform>%n action</numerusform>
            <numerusform>%n actions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n vote(s)</source>
        <translation>
            <numerusform>%n vote</numerusform>
            <numerusform>%n votes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n refused</source>
        <translation>
            <numerusform>%n refused</numerusform>
            <numerusform>%n refused</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n draw(s)</source>
        <translation>
            <numerusform>%n draw</numerusform>
            <numerusform>%n draws</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n death(s)</source>
        <translation>
            <numerusform>%n death</numerusform>
            <numerusform>%n deaths</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DrawDialog</name>
    <message numerus="yes">
        <source>%n whole number(s), separated by commas.</source>
        <translation>
            <numerusform>%n whole number, separated by commas.</numerusform>
            <numerusform>%n whole numbers, separated by commas.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FileActions</name>
    <message numerus="yes">
        <source>%n entry(-ies) in this file cannot be played by the installed rules; they are listed as refused, with the reason, and can be taken back:

{list}</source>
        <translation>
            <numerusform>%n entry in this file cannot be played by the installed rules; it is listed as refused, with the reason, and can be taken back:

{list}</numerusform>
            <numerusform>%n entries in this file cannot be played by the installed rules; they are listed as refused, with the reason, and can be taken back:

{list}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NewGameWizard</name>
    <message numerus="yes">
        <source>(%n shot(s))</source>
        <translation>
            <numerusform>(%n shot)</numerusform>
            <numerusform>(%n shots)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n player(s).</source>
        <translation>
            <numerusform>%n player.</numerusform>
            <numerusform>%n players.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) dealt from seed {seed}. Role PMs are ready in the window&apos;s Posts &amp; PMs panel.</source>
        <translation>
            <numerusform>%n player dealt from seed {seed}. Role PMs are ready in the window&apos;s Posts &amp; PMs panel.</numerusform>
            <numerusform>%n players dealt from seed {seed}. Role PMs are ready in the window&apos;s Posts &amp; PMs panel.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PhaseBar</name>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n player</numerusform>
            <numerusform>%n players</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PostsPanel</name>
    <message numerus="yes">
        <source>%n more post(s) or PM(s) cannot be written.</source>
        <translation>
            <numerusform>%n more post or PM cannot be written.</numerusform>
            <numerusform>%n more posts or PMs cannot be written.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>⚠ %n post(s) or PM(s) here cannot be written: the setup&apos;s template fails. Select one to see why.</source>
        <translation>
            <numerusform>⚠ %n post or PM here cannot be written: the setup&apos;s template fails. Select it to see why.</numerusform>
            <numerusform>⚠ %n posts or PMs here cannot be written: the setup&apos;s template fails. Select one to see why.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n PM(s) left out: the template fails</source>
        <translation>
            <numerusform>%n PM left out: its template fails</numerusform>
            <numerusform>%n PMs left out: their template fails</numerusform>
        </translation>
    </message>
</context>
</TS>
