<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru" sourcelanguage="en">
<context>
    <name>DeadlineDialog</name>
    <message>
        <source>Deadline</source>
        <translation>Дедлайн</translation>
    </message>
    <message>
        <source>&amp;Deadline:</source>
        <translation>&amp;Дедлайн:</translation>
    </message>
    <message>
        <source>yyyy-MM-dd HH:mm</source>
        <translation>yyyy-MM-dd HH:mm</translation>
    </message>
    <message>
        <source>&amp;No deadline</source>
        <translation>&amp;Без дедлайна</translation>
    </message>
</context>
<context>
    <name>DrawDialog</name>
    <message>
        <source>Override draw</source>
        <translation>Изменить исход жребия</translation>
    </message>
    <message>
        <source>Drawn:</source>
        <translation>Выпало:</translation>
    </message>
    <message>
        <source>&amp;Outcome:</source>
        <translation>&amp;Исход:</translation>
    </message>
</context>
<context>
    <name>FileActions</name>
    <message>
        <source>Game not saved</source>
        <translation>Игра не сохранена</translation>
    </message>
    <message>
        <source>{problem}

The game stays open in memory.</source>
        <translation>{problem}

Игра остаётся открытой в памяти.</translation>
    </message>
    <message>
        <source>Open game</source>
        <translation>Открыть игру</translation>
    </message>
    <message>
        <source>Games (*.mafia);;All files (*)</source>
        <translation>Игры (*.mafia);;Все файлы (*)</translation>
    </message>
    <message>
        <source>Cannot open game</source>
        <translation>Не удаётся открыть игру</translation>
    </message>
    <message>
        <source>{path}: the game cannot be replayed with the installed setup: {problem}</source>
        <translation>{path}: игру не удаётся воспроизвести с установленным сетапом: {problem}</translation>
    </message>
    <message>
        <source>(no recent games)</source>
        <translation>(недавних игр нет)</translation>
    </message>
    <message>
        <source>Export game script</source>
        <translation>Экспорт сценария игры</translation>
    </message>
    <message>
        <source>Game scripts (*.toml)</source>
        <translation>Сценарии игр (*.toml)</translation>
    </message>
    <message>
        <source>Export failed: {problem}</source>
        <translation>Экспорт не удался: {problem}</translation>
    </message>
    <message>
        <source>Game script written to {path}</source>
        <translation>Сценарий игры записан в {path}</translation>
    </message>
    <message>
        <source>Copy the selected post or PM</source>
        <translation>Копировать выбранный пост или ЛС</translation>
    </message>
    <message>
        <source>Enter a vote or an action</source>
        <translation>Ввести голос или действие</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Горячие клавиши</translation>
    </message>
    <message>
        <source>About MafiaMod</source>
        <translation>О программе MafiaMod</translation>
    </message>
    <message>
        <source>A workbench for forum Mafia moderators.</source>
        <translation>Рабочее место ведущего форумной мафии.</translation>
    </message>
</context>
<context>
    <name>GameView</name>
    <message>
        <source>&amp;Entry</source>
        <translation>&amp;Ввод</translation>
    </message>
    <message>
        <source>&amp;Timeline</source>
        <translation>&amp;Хронология</translation>
    </message>
    <message>
        <source>Game &amp;log</source>
        <translation>&amp;Журнал игры</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>MafiaMod</source>
        <translation>MafiaMod</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Файл</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>&amp;Недавние</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Правка</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Игра</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Вид</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Справка</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Новая игра…</translation>
    </message>
    <message>
        <source>Ctrl+N</source>
        <translation>Ctrl+N</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Открыть…</translation>
    </message>
    <message>
        <source>Ctrl+O</source>
        <translation>Ctrl+O</translation>
    </message>
    <message>
        <source>&amp;Export game script…</source>
        <translation>&amp;Экспорт сценария игры…</translation>
    </message>
    <message>
        <source>Ctrl+E</source>
        <translation>Ctrl+E</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Выход</translation>
    </message>
    <message>
        <source>Ctrl+Q</source>
        <translation>Ctrl+Q</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Отменить</translation>
    </message>
    <message>
        <source>Ctrl+Z</source>
        <translation>Ctrl+Z</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Повторить</translation>
    </message>
    <message>
        <source>Ctrl+Shift+Z</source>
        <translation>Ctrl+Shift+Z</translation>
    </message>
    <message>
        <source>&amp;Filter players</source>
        <translation>&amp;Фильтр игроков</translation>
    </message>
    <message>
        <source>Ctrl+F</source>
        <translation>Ctrl+F</translation>
    </message>
    <message>
        <source>&amp;Quick entry</source>
        <translation>&amp;Быстрый ввод</translation>
    </message>
    <message>
        <source>Ctrl+L</source>
        <translation>Ctrl+L</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Настройки…</translation>
    </message>
    <message>
        <source>&amp;End phase</source>
        <translation>&amp;Завершить фазу</translation>
    </message>
    <message>
        <source>Ctrl+Return</source>
        <translation>Ctrl+Return</translation>
    </message>
    <message>
        <source>Set &amp;deadline…</source>
        <translation>&amp;Дедлайн…</translation>
    </message>
    <message>
        <source>Ctrl+D</source>
        <translation>Ctrl+D</translation>
    </message>
    <message>
        <source>Edit &amp;note…</source>
        <translation>&amp;Заметка…</translation>
    </message>
    <message>
        <source>F2</source>
        <translation>F2</translation>
    </message>
    <message>
        <source>&amp;Replace player…</source>
        <translation>За&amp;мена игрока…</translation>
    </message>
    <message>
        <source>Ctrl+R</source>
        <translation>Ctrl+R</translation>
    </message>
    <message>
        <source>&amp;Modkill player…</source>
        <translation>&amp;Модкилл…</translation>
    </message>
    <message>
        <source>Ctrl+K</source>
        <translation>Ctrl+K</translation>
    </message>
    <message>
        <source>&amp;Entry</source>
        <translation>&amp;Ввод</translation>
    </message>
    <message>
        <source>Ctrl+1</source>
        <translation>Ctrl+1</translation>
    </message>
    <message>
        <source>&amp;Timeline</source>
        <translation>&amp;Хронология</translation>
    </message>
    <message>
        <source>Ctrl+2</source>
        <translation>Ctrl+2</translation>
    </message>
    <message>
        <source>Game &amp;log</source>
        <translation>&amp;Журнал игры</translation>
    </message>
    <message>
        <source>Ctrl+3</source>
        <translation>Ctrl+3</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Горячие клавиши</translation>
    </message>
    <message>
        <source>F1</source>
        <translation>F1</translation>
    </message>
    <message>
        <source>&amp;About MafiaMod</source>
        <translation>&amp;О программе MafiaMod</translation>
    </message>
</context>
<context>
    <name>NewGameWizard</name>
    <message>
        <source>New game</source>
        <translation>Новая игра</translation>
    </message>
    <message>
        <source>Choose a setup</source>
        <translation>Выберите сетап</translation>
    </message>
    <message>
        <source>The setups installed in the library.</source>
        <translation>Сетапы в библиотеке: встроенные и ваши собственные.</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <source>Paste the sign-up list: one name a line, in sign-up order.</source>
        <translation>Вставьте список записавшихся: по одному нику в строке, в порядке записи.</translation>
    </message>
    <message>
        <source>Game &amp;title:</source>
        <translation>&amp;Название игры:</translation>
    </message>
    <message>
        <source>e.g. Mountainous #12</source>
        <translation>например, Mountainous #12</translation>
    </message>
    <message>
        <source>Androsynth
Arilou
Chmmr
…</source>
        <translation>Androsynth
Arilou
Chmmr
…</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Раздача</translation>
    </message>
    <message>
        <source>Every random draw comes from this seed. Deal at random or fix the roles.</source>
        <translation>Все случайные выборы идут от этого зерна. Раздайте роли случайно или задайте их вручную.</translation>
    </message>
    <message>
        <source>&amp;Seed:</source>
        <translation>&amp;Зерно:</translation>
    </message>
    <message>
        <source>New &amp;random seed</source>
        <translation>Новое &amp;случайное зерно</translation>
    </message>
    <message>
        <source>Game &amp;file:</source>
        <translation>&amp;Файл игры:</translation>
    </message>
    <message>
        <source>where the game is saved (every entry is saved at once)</source>
        <translation>куда сохраняется игра (каждый ввод сохраняется сразу)</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Обзор…</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Опции</translation>
    </message>
    <message>
        <source>R&amp;andom deal from the seed</source>
        <translation>Слу&amp;чайная раздача от зерна</translation>
    </message>
    <message>
        <source>Fi&amp;xed deal</source>
        <translation>&amp;Заданная раздача</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Роль</translation>
    </message>
    <message>
        <source>Deal commitment</source>
        <translation>Хеш раздачи</translation>
    </message>
    <message>
        <source>Post this hash in the game thread before the game starts; reveal the seed when it ends.</source>
        <translation>Опубликуйте этот хеш в теме игры до её начала; раскройте раздачу, когда игра закончится.</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Копировать</translation>
    </message>
</context>
<context>
    <name>PlayerDialog</name>
    <message>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>&amp;Игрок:</translation>
    </message>
    <message>
        <source>&amp;Replaced by:</source>
        <translation>&amp;Замена:</translation>
    </message>
    <message>
        <source>the new player&apos;s forum name</source>
        <translation>ник нового игрока на форуме</translation>
    </message>
    <message>
        <source>&amp;Note:</source>
        <translation>&amp;Заметка:</translation>
    </message>
    <message>
        <source>claims, reads, anything to remember (only you see it)</source>
        <translation>клеймы, подозрения, что угодно на память (видите только вы)</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Настройки</translation>
    </message>
    <message>
        <source>System default ({language})</source>
        <translation>Как в системе ({language})</translation>
    </message>
    <message>
        <source>&amp;Choose…</source>
        <translation>&amp;Выбрать…</translation>
    </message>
    <message>
        <source>&amp;Open folder</source>
        <translation>&amp;Открыть папку</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Язык:</translation>
    </message>
    <message>
        <source>&amp;Game files:</source>
        <translation>&amp;Файлы игр:</translation>
    </message>
    <message>
        <source>&amp;My setups:</source>
        <translation>&amp;Мои сетапы:</translation>
    </message>
    <message>
        <source>The language changes when MafiaMod starts again. New games are saved in the game files folder (the last folder you used); setups in your setups folder appear in the New-game wizard beside the built-in ones.</source>
        <translation>Язык сменится при следующем запуске MafiaMod. Новые игры сохраняются в папку файлов игр (последнюю использованную); сетапы из папки «Мои сетапы» появляются в мастере новой игры рядом со встроенными.</translation>
    </message>
    <message>
        <source>Game files</source>
        <translation>Файлы игр</translation>
    </message>
</context>
<context>
    <name>VoteDialog</name>
    <message>
        <source>Insert a late-found vote</source>
        <translation>Вставить пропущенный голос</translation>
    </message>
    <message>
        <source>&amp;Voter:</source>
        <translation>&amp;Голосующий:</translation>
    </message>
    <message>
        <source>&amp;Target:</source>
        <translation>&amp;Цель:</translation>
    </message>
    <message>
        <source>&amp;Post:</source>
        <translation>&amp;Пост:</translation>
    </message>
    <message>
        <source>post # or time (optional)</source>
        <translation>№ поста или время (необязательно)</translation>
    </message>
</context>
<context>
    <name>WelcomePage</name>
    <message>
        <source>The moderator&apos;s workbench: deal, collect votes and actions, resolve, and copy the posts back to the forum.</source>
        <translation>Рабочее место ведущего: раздайте роли, собирайте голоса и действия, подводите итоги и копируйте посты обратно на форум.</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Новая игра…</translation>
    </message>
    <message>
        <source>Open a game…</source>
        <translation>Открыть игру…</translation>
    </message>
    <message>
        <source>&lt;b&gt;Recent games&lt;/b&gt; (double-click to open)</source>
        <translation>&lt;b&gt;Недавние игры&lt;/b&gt; (двойной щелчок — открыть)</translation>
    </message>
</context>
</TS>
