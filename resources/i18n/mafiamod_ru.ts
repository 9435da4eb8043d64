<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru" sourcelanguage="en">
<context>
    <name>ActionRow</name>
    <message>
        <source>— none —</source>
        <translation>— нет —</translation>
    </message>
    <message>
        <source>No action: only a {fields} declaration</source>
        <translation>Без действия: только объявление {fields}</translation>
    </message>
    <message>
        <source>extras</source>
        <translation>доп.</translation>
    </message>
    <message>
        <source>Advanced: extra fields the setup reads, as key=value (joat, effect, killer, at …)</source>
        <translation>Дополнительно: поля, которые читает сетап, в виде ключ=значение (joat, effect, killer, at …)</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Ввести</translation>
    </message>
    <message>
        <source>Enter {player}&apos;s action</source>
        <translation>Ввести действие игрока {player}</translation>
    </message>
    <message>
        <source>entered</source>
        <comment>the status of a row whose entry&apos;s name is too long to show</comment>
        <extracomment>what the status says when the entry&apos;s own words do not fit (&quot;✓ entered&quot;)</extracomment>
        <translation>введено</translation>
    </message>
    <message>
        <source>target {n}</source>
        <translation>цель {n}</translation>
    </message>
    <message>
        <source>target</source>
        <translation>цель</translation>
    </message>
    <message>
        <source>(ignored by the rules)</source>
        <translation>(не учтено правилами)</translation>
    </message>
    <message>
        <source>(replaced by a later entry)</source>
        <translation>(заменено более поздним вводом)</translation>
    </message>
    <message>
        <source>Entered: {entry}</source>
        <translation>Введено: {entry}</translation>
    </message>
</context>
<context>
    <name>BBCodePreview</name>
    <message>
        <source>{author} wrote:</source>
        <translation>{author} пишет:</translation>
    </message>
    <message>
        <source>Spoiler</source>
        <translation>Спойлер</translation>
    </message>
</context>
<context>
    <name>Columns</name>
    <message>
        <source>alive</source>
        <translation>жив</translation>
    </message>
    <message>
        <source>dead</source>
        <translation>мёртв</translation>
    </message>
    <message>
        <source>modkilled</source>
        <translation>модкилл</translation>
    </message>
    <message>
        <source>dying</source>
        <translation>погибнет</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Статус</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Роль</translation>
    </message>
    <message>
        <source>Faction</source>
        <translation>Сторона</translation>
    </message>
    <message>
        <source>Shots</source>
        <translation>Выстр.</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Заметки</translation>
    </message>
    <message>
        <source>St.</source>
        <translation>Ст.</translation>
    </message>
    <message>
        <source>Fac.</source>
        <translation>Стор.</translation>
    </message>
    <message>
        <source>Sh.</source>
        <translation>В.</translation>
    </message>
    <message>
        <source>Nt.</source>
        <translation>Зам.</translation>
    </message>
    <message>
        <source>Note: {note}</source>
        <translation>Заметка: {note}</translation>
    </message>
    <message>
        <source>Who</source>
        <translation>Кто</translation>
    </message>
    <message>
        <source>What</source>
        <translation>Что</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Цель</translation>
    </message>
    <message>
        <source>Extra</source>
        <translation>Доп.</translation>
    </message>
    <message>
        <source>Vote</source>
        <translation>Голосование</translation>
    </message>
    <message>
        <source>Wagon</source>
        <translation>Кандидат</translation>
    </message>
    <message>
        <source>Votes</source>
        <translation>Голоса</translation>
    </message>
    <message>
        <source>L-</source>
        <translation>До большинства</translation>
    </message>
    <message>
        <source>Voters</source>
        <translation>Голосующие</translation>
    </message>
    <message>
        <source>entry</source>
        <translation>ввод</translation>
    </message>
    <message>
        <source>vote</source>
        <translation>голос</translation>
    </message>
    <message>
        <source>trace</source>
        <translation>шаг</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>жребий</translation>
    </message>
    <message>
        <source>death</source>
        <translation>смерть</translation>
    </message>
    <message>
        <source>result</source>
        <translation>результат</translation>
    </message>
    <message>
        <source>rejected</source>
        <translation>отклонено</translation>
    </message>
    <message>
        <source>event</source>
        <translation>событие</translation>
    </message>
    <message>
        <source>tally</source>
        <translation>подсчёт</translation>
    </message>
    <message>
        <source>record</source>
        <translation>запись</translation>
    </message>
    <message>
        <source>winner</source>
        <translation>победа</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Шаг</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Что произошло</translation>
    </message>
    <message>
        <source>Sent</source>
        <translation>Отпр.</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Копия</translation>
    </message>
    <message>
        <source>Phase</source>
        <translation>Фаза</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Вид</translation>
    </message>
    <message>
        <source>To</source>
        <translation>Кому</translation>
    </message>
    <message>
        <source>Entry</source>
        <translation>Ввод</translation>
    </message>
</context>
<context>
    <name>ConfirmEnd</name>
    <message>
        <source>Pre-game</source>
        <translation>Предыгра</translation>
    </message>
    <message>
        <source>Day {0}</source>
        <translation>День {0}</translation>
    </message>
    <message>
        <source>Night {0}</source>
        <translation>Ночь {0}</translation>
    </message>
    <message>
        <source>Turn {0}</source>
        <translation>Ход {0}</translation>
    </message>
    <message>
        <source>Resolve {0}</source>
        <translation>Разрешить {0}</translation>
    </message>
    <message>
        <source>End {0}</source>
        <translation>Завершить {0}</translation>
    </message>
    <message>
        <source>Finish the pre-game</source>
        <translation>Завершить предыгру</translation>
    </message>
    <message numerus="yes">
        <source>%n action(s)</source>
        <translation>
            <numerusform>%n действие</numerusform>
            <numerusform>%n действия</numerusform>
            <numerusform>%n действий</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n vote(s)</source>
        <translation>
            <numerusform>%n голос</numerusform>
            <numerusform>%n голоса</numerusform>
            <numerusform>%n голосов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n refused</source>
        <translation>
            <numerusform>%n отклонённая запись</numerusform>
            <numerusform>%n отклонённые записи</numerusform>
            <numerusform>%n отклонённых записей</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n draw(s)</source>
        <translation>
            <numerusform>%n жребий</numerusform>
            <numerusform>%n жребия</numerusform>
            <numerusform>%n жребиев</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n death(s)</source>
        <translation>
            <numerusform>%n смерть</numerusform>
            <numerusform>%n смерти</numerusform>
            <numerusform>%n смертей</numerusform>
        </translation>
    </message>
    <message>
        <source>End the phase?</source>
        <translation>Завершить фазу?</translation>
    </message>
    <message>
        <source>The phase closes and its posts and PMs are ready to copy. Edit ▸ Undo (Ctrl+Z) takes it back.</source>
        <translation>Фаза закроется, её посты и ЛС будут готовы к копированию. Правка ▸ Отменить (Ctrl+Z) вернёт всё назад.</translation>
    </message>
    <message>
        <source>&amp;End it</source>
        <translation>&amp;Завершить</translation>
    </message>
    <message>
        <source>Don&apos;t ask again</source>
        <translation>Больше не спрашивать</translation>
    </message>
</context>
<context>
    <name>DayPanel</name>
    <message>
        <source>{name} vote</source>
        <translation>голосование {name}</translation>
    </message>
    <message>
        <source>(unvote)</source>
        <translation>(снятие голоса)</translation>
    </message>
    <message>
        <source>ignored: {reason}</source>
        <translation>не учтён: {reason}</translation>
    </message>
    <message>
        <source>valid</source>
        <translation>учтён</translation>
    </message>
    <message>
        <source>hammer on {player}</source>
        <translation>молоток: {player}</translation>
    </message>
    <message>
        <source>majority</source>
        <translation>большинство</translation>
    </message>
    <message>
        <source>Which vote of the day</source>
        <translation>Какое голосование дня</translation>
    </message>
    <message>
        <source>voter</source>
        <translation>голосующий</translation>
    </message>
    <message>
        <source>target</source>
        <translation>цель</translation>
    </message>
    <message>
        <source>post # or time</source>
        <translation>№ поста или время</translation>
    </message>
    <message>
        <source>V&amp;ote</source>
        <translation>&amp;Голосовать</translation>
    </message>
    <message>
        <source>&amp;Unvote</source>
        <translation>&amp;Снять голос</translation>
    </message>
    <message>
        <source>Copy vote &amp;count</source>
        <translation>&amp;Копировать подсчёт</translation>
    </message>
    <message>
        <source>Voter:</source>
        <translation>Кто:</translation>
    </message>
    <message>
        <source>Live tally</source>
        <translation>Текущий подсчёт</translation>
    </message>
    <message>
        <source>Votes in posting order</source>
        <translation>Голоса в порядке постов</translation>
    </message>
    <message>
        <source>&amp;Insert before…</source>
        <translation>&amp;Вставить перед…</translation>
    </message>
    <message>
        <source>post {value}</source>
        <translation>пост {value}</translation>
    </message>
    <message>
        <source>at {value}</source>
        <translation>в {value}</translation>
    </message>
    <message>
        <source>{living} alive, majority {majority}</source>
        <translation>живых {living}, большинство {majority}</translation>
    </message>
    <message>
        <source>{vote}: {counts}</source>
        <translation>{vote}: {counts}</translation>
    </message>
    <message>
        <source>Insert a vote found late, posted before the selected vote (Insert)</source>
        <translation>Вставить пропущенный голос, отправленный перед выбранным (Insert)</translation>
    </message>
    <message>
        <source>Insert before…</source>
        <translation>Вставить перед…</translation>
    </message>
    <message>
        <source>Found a vote you missed? Select the vote it was posted before.</source>
        <translation>Нашли пропущенный голос? Выберите голос, перед которым он был отправлен.</translation>
    </message>
    <message>
        <source>Refused</source>
        <translation>Отклонённые</translation>
    </message>
    <message>
        <source>Refused ({0})</source>
        <translation>Отклонённые ({0})</translation>
    </message>
    <message>
        <source>Vote targets the rules offer: {names}</source>
        <translation>Цели, которые допускают правила: {names}</translation>
    </message>
    <message>
        <source>Enter a voter and a target.</source>
        <translation>Укажите голосующего и цель.</translation>
    </message>
    <message>
        <source>unvote</source>
        <translation>снятие голоса</translation>
    </message>
    <message>
        <source>Select the vote the missed vote was posted before.</source>
        <translation>Выберите голос, перед которым был отправлен пропущенный.</translation>
    </message>
    <message>
        <source>Vote count copied</source>
        <translation>Подсчёт голосов скопирован</translation>
    </message>
</context>
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
    <message>
        <source>Set</source>
        <translation>Установить</translation>
    </message>
    <message>
        <source>When {phase} ends, in your own time zone; the phase bar counts down to it.</source>
        <translation>Когда заканчивается {phase}, в вашем часовом поясе; панель фазы ведёт обратный отсчёт.</translation>
    </message>
</context>
<context>
    <name>Dialogs</name>
    <message>
        <source>Unexpected error</source>
        <translation>Непредвиденная ошибка</translation>
    </message>
    <message>
        <source>Something went wrong inside MafiaMod: {problem}

Every entry the game log shows is in the game file. An entry that does not show there was not saved: enter it again.</source>
        <translation>Внутри MafiaMod что-то пошло не так: {problem}

Каждая запись, которую показывает журнал игры, есть в файле игры. Запись, которой там нет, не сохранена: введите её снова.</translation>
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
    <message>
        <source>The outcomes the rules allow for this draw.</source>
        <translation>Исходы, которые правила допускают для этого жребия.</translation>
    </message>
    <message>
        <source>A yes/no draw.</source>
        <translation>Жребий «да/нет».</translation>
    </message>
    <message>
        <source>Override</source>
        <translation>Изменить</translation>
    </message>
    <message>
        <source>&lt;b&gt;{name}&lt;/b&gt;, a moderator&apos;s choice of {phase}. Fix it to another outcome: every later phase is resolved again.</source>
        <translation>&lt;b&gt;{name}&lt;/b&gt; — выбор ведущего в {phase}. Задайте другой исход: все последующие фазы будут пересчитаны.</translation>
    </message>
    <message>
        <source>&lt;b&gt;{name}&lt;/b&gt;, a random draw of {phase}. Fix it to another outcome: every later phase is resolved again.</source>
        <translation>&lt;b&gt;{name}&lt;/b&gt; — случайный жребий в {phase}. Задайте другой исход: все последующие фазы будут пересчитаны.</translation>
    </message>
    <message>
        <source>(already overridden)</source>
        <translation>(уже изменён)</translation>
    </message>
    <message>
        <source>Tick {n} of them: the legal outcomes.</source>
        <translation>Отметьте {n} из них: допустимые исходы.</translation>
    </message>
    <message numerus="yes">
        <source>%n whole number(s), separated by commas.</source>
        <translation>
            <numerusform>%n целое число через запятую.</numerusform>
            <numerusform>%n целых числа через запятую.</numerusform>
            <numerusform>%n целых чисел через запятую.</numerusform>
        </translation>
    </message>
    <message>
        <source>One of the players; the rules accept only those the draw could have picked.</source>
        <translation>Один из игроков; правила примут только тех, кого мог выбрать жребий.</translation>
    </message>
    <message>
        <source>A whole number.</source>
        <translation>Целое число.</translation>
    </message>
    <message>
        <source>The outcome as text.</source>
        <translation>Исход текстом.</translation>
    </message>
    <message>
        <source>This outcome is a table: it cannot be overridden here.</source>
        <translation>Этот исход — таблица: здесь его изменить нельзя.</translation>
    </message>
    <message>
        <source>Type whole numbers only.</source>
        <translation>Введите только целые числа.</translation>
    </message>
    <message>
        <source>{phase}: {name} overridden to {value}</source>
        <translation>{phase}: {name} — исход изменён на {value}</translation>
    </message>
    <message>
        <source>Re-deal in public?</source>
        <translation>Перераздать открыто?</translation>
    </message>
    <message>
        <source>This override changes the deal you committed to (SHA-256 {digest}).

It can only be made as a public re-deal: a new commitment that you announce in the thread. Re-deal?</source>
        <translation>Это изменение меняет раздачу, хеш которой вы опубликовали (SHA-256 {digest}).

Его можно сделать только как открытую перераздачу: с новым хешем раздачи, который вы объявите в теме. Перераздать?</translation>
    </message>
    <message>
        <source>Not overridden: the committed deal stays.</source>
        <translation>Не изменено: опубликованная раздача остаётся.</translation>
    </message>
    <message>
        <source>Announce the re-deal</source>
        <translation>Объявите перераздачу</translation>
    </message>
    <message>
        <source>Post this in the thread: the deal was re-dealt; the new commitment is

SHA-256 {digest}</source>
        <translation>Опубликуйте в теме: раздача переразыграна; новый хеш раздачи —

SHA-256 {digest}</translation>
    </message>
    <message>
        <source>Re-dealt in public: announce the new commitment</source>
        <translation>Открытая перераздача: объявите новый хеш раздачи</translation>
    </message>
</context>
<context>
    <name>Draws</name>
    <message>
        <source>the deal of roles</source>
        <translation>раздача ролей</translation>
    </message>
    <message>
        <source>the rolls</source>
        <translation>броски кубиков</translation>
    </message>
    <message>
        <source>elimination tie-break</source>
        <translation>жребий при ничьей на голосовании</translation>
    </message>
    <message>
        <source>the mandatory kill&apos;s target (none sent)</source>
        <translation>цель обязательного убийства (не прислана)</translation>
    </message>
    <message>
        <source>the cop&apos;s Night 0 peek</source>
        <translation>проверка шерифа в ночь 0</translation>
    </message>
</context>
<context>
    <name>EntryDialog</name>
    <message>
        <source>Not accepted.</source>
        <translation>Не принято.</translation>
    </message>
</context>
<context>
    <name>EntryFields</name>
    <message>
        <source>{field}: not given</source>
        <translation>{field}: не указано</translation>
    </message>
    <message>
        <source>{field} (free text)</source>
        <translation>{field} (свободный текст)</translation>
    </message>
</context>
<context>
    <name>FileActions</name>
    <message>
        <source>Save a &amp;copy…</source>
        <translation>Сохранить &amp;копию…</translation>
    </message>
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
        <source>Opened read-only</source>
        <translation>Открыто только для чтения</translation>
    </message>
    <message>
        <source>{path} is open for viewing only: {reason}.

Nothing you do here changes the file; File → Save a copy… writes a copy you can play on.</source>
        <translation>{path} открыт только для просмотра: {reason}.

Ничто здесь не меняет файл; Файл → Сохранить копию… запишет копию, в которой можно играть дальше.</translation>
    </message>
    <message>
        <source>Entries held out</source>
        <translation>Записи отложены</translation>
    </message>
    <message>
        <source>This game has no file yet: start a new game with a file.</source>
        <translation>У этой игры ещё нет файла: начните новую игру с файлом.</translation>
    </message>
    <message>
        <source>Save a copy of the game</source>
        <translation>Сохранить копию игры</translation>
    </message>
    <message>
        <source>Games (*.mafia)</source>
        <translation>Игры (*.mafia)</translation>
    </message>
    <message numerus="yes">
        <source>%n entry(-ies) in this file cannot be played by the installed rules; they are listed as refused, with the reason, and can be taken back:

{list}</source>
        <translation>
            <numerusform>%n запись в этом файле установленные правила не могут сыграть; она показана как отклонённая, с причиной, и её можно убрать:

{list}</numerusform>
            <numerusform>%n записи в этом файле установленные правила не могут сыграть; они показаны как отклонённые, с причиной, и их можно убрать:

{list}</numerusform>
            <numerusform>%n записей в этом файле установленные правила не могут сыграть; они показаны как отклонённые, с причиной, и их можно убрать:

{list}</numerusform>
        </translation>
    </message>
    <message>
        <source>The copy was not written: {problem}</source>
        <translation>Копия не записана: {problem}</translation>
    </message>
    <message>
        <source>A copy of the game was written to {path}</source>
        <translation>Копия игры записана в {path}</translation>
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
    <name>GameLog</name>
    <message>
        <source>vote</source>
        <translation>голос</translation>
    </message>
    <message>
        <source>action</source>
        <translation>действие</translation>
    </message>
    <message>
        <source>moderator</source>
        <translation>ведущий</translation>
    </message>
    <message>
        <source>override</source>
        <translation>переопределение</translation>
    </message>
    <message>
        <source>data</source>
        <translation>данные</translation>
    </message>
    <message>
        <source>end of phase</source>
        <translation>конец фазы</translation>
    </message>
    <message>
        <source>note</source>
        <translation>заметка</translation>
    </message>
    <message>
        <source>sent</source>
        <translation>отправлено</translation>
    </message>
    <message>
        <source>withdrawal</source>
        <translation>отзыв</translation>
    </message>
    <message>
        <source>deadline</source>
        <translation>дедлайн</translation>
    </message>
    <message>
        <source>pre-game choices</source>
        <translation>выбор предыгры</translation>
    </message>
    <message>
        <source>rolls</source>
        <translation>броски</translation>
    </message>
    <message>
        <source>elimination vote</source>
        <translation>голос на выбывание</translation>
    </message>
    <message>
        <source>{vote}: {voter} → {target}</source>
        <translation>{vote}: {voter} → {target}</translation>
    </message>
    <message>
        <source>{vote}: {voter} unvotes</source>
        <translation>{vote}: {voter} снимает голос</translation>
    </message>
    <message>
        <source>(before #{seq})</source>
        <translation>(перед №{seq})</translation>
    </message>
    <message>
        <source>modkill {player}</source>
        <translation>модкилл {player}</translation>
    </message>
    <message>
        <source>{old} replaced by {new}</source>
        <translation>{old} заменён(а) на {new}</translation>
    </message>
    <message>
        <source>override {name} = {value}</source>
        <translation>переопределение {name} = {value}</translation>
    </message>
    <message>
        <source>{what} entered</source>
        <translation>введено: {what}</translation>
    </message>
    <message>
        <source>end of {phase}</source>
        <translation>конец {phase}</translation>
    </message>
    <message>
        <source>note on {player}</source>
        <translation>заметка о {player}</translation>
    </message>
    <message>
        <source>marked sent</source>
        <translation>отмечено как отправленное</translation>
    </message>
    <message>
        <source>withdraw entry #{seq}</source>
        <translation>отзыв записи №{seq}</translation>
    </message>
</context>
<context>
    <name>GameOverPage</name>
    <message>
        <source>Copy the deal &amp;reveal</source>
        <translation>Копировать &amp;раскрытие раздачи</translation>
    </message>
    <message>
        <source>The text whose SHA-256 is the commitment posted at the start</source>
        <translation>Текст, SHA-256 которого — хеш, опубликованный в начале игры</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>Игра окончена</translation>
    </message>
    <message>
        <source>Winner: {winner}</source>
        <translation>Победитель: {winner}</translation>
    </message>
    <message>
        <source>{players} — decided in {phase}.</source>
        <translation>{players} — решилось в {phase}.</translation>
    </message>
    <message>
        <source>The game-over post is in Posts &amp;amp; PMs.</source>
        <translation>Пост об окончании игры — в «Посты и ЛС».</translation>
    </message>
    <message>
        <source>Seed &lt;b&gt;{seed}&lt;/b&gt;. Post the deal reveal: anyone can check its SHA-256 against the commitment posted at the start.</source>
        <translation>Зерно &lt;b&gt;{seed}&lt;/b&gt;. Опубликуйте раскрытие раздачи: любой может сверить его SHA-256 с хешем, опубликованным в начале.</translation>
    </message>
    <message>
        <source>Deal reveal copied</source>
        <translation>Раскрытие раздачи скопировано</translation>
    </message>
</context>
<context>
    <name>GameSession</name>
    <message>
        <source>No game is open.</source>
        <translation>Нет открытой игры.</translation>
    </message>
    <message>
        <source>{problem} (the entry was not kept)</source>
        <translation>{problem} (ввод не сохранён)</translation>
    </message>
    <message>
        <source>(not saved to a file)</source>
        <translation>(не сохранена в файл)</translation>
    </message>
    <message>
        <source>(read-only)</source>
        <translation>(только чтение)</translation>
    </message>
</context>
<context>
    <name>GameView</name>
    <message>
        <source>E&amp;ntry</source>
        <translation>В&amp;вод</translation>
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
        <source>No game is open.</source>
        <translation>Нет открытой игры.</translation>
    </message>
    <message>
        <source>{phase} closed and resolved: see the timeline and the posts; Ctrl+1 enters {next}</source>
        <translation>Фаза {phase} закрыта и разрешена: смотрите хронологию и посты; Ctrl+1 — ввод {next}</translation>
    </message>
    <message>
        <source>{phase} closed and resolved: see the timeline and the posts; the game is over</source>
        <translation>Фаза {phase} закрыта и разрешена: смотрите хронологию и посты; игра окончена</translation>
    </message>
    <message>
        <source>Setup saved to {folder}</source>
        <translation>Сетап сохранён в {folder}</translation>
    </message>
    <message>
        <source>The roles the pre-game gave are committed: post SHA-256 {digest} with Day 1</source>
        <translation>Роли, полученные в предыгре, зафиксированы: опубликуйте SHA-256 {digest} вместе с первым днём</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Отменить</translation>
    </message>
    <message>
        <source>&amp;Undo {entry}</source>
        <translation>&amp;Отменить {entry}</translation>
    </message>
    <message>
        <source>&amp;Redo {entry}</source>
        <translation>&amp;Повторить {entry}</translation>
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
        <source>&amp;Build a setup…</source>
        <translation>&amp;Собрать сетап…</translation>
    </message>
    <message>
        <source>Compose a setup from the classic role library and save it to your setups</source>
        <translation>Собрать сетап из классической библиотеки ролей и сохранить его в ваших сетапах</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Настройки…</translation>
    </message>
    <message>
        <source>&amp;End phase…</source>
        <translation>&amp;Завершить фазу…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+E</source>
        <translation>Ctrl+Shift+E</translation>
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
        <source>B&amp;uild a setup…</source>
        <translation>Со&amp;брать сетап…</translation>
    </message>
    <message>
        <source>Compose a setup from the classic role library; it appears in this list</source>
        <translation>Собрать сетап из классической библиотеки ролей; он появится в этом списке</translation>
    </message>
    <message>
        <source>&amp;Delete setup…</source>
        <translation>&amp;Удалить…</translation>
    </message>
    <message>
        <source>Delete one of your own setups (built-in setups cannot be deleted)</source>
        <translation>Удалить один из ваших сетапов (встроенные удалить нельзя)</translation>
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
    <message>
        <source>Paste the sign-up list: one name a line.</source>
        <translation>Вставьте список записавшихся: по одному нику в строке.</translation>
    </message>
    <message>
        <source>Line {line} is blank: remove empty lines from the list.</source>
        <translation>Строка {line} пустая: уберите пустые строки из списка.</translation>
    </message>
    <message>
        <source>{name} is on line {first} and again on line {again}: names must be distinct.</source>
        <translation>{name} есть в строке {first} и ещё раз в строке {again}: ники не должны повторяться.</translation>
    </message>
    <message numerus="yes">
        <source>(%n shot(s))</source>
        <translation>
            <numerusform>(%n выстрел)</numerusform>
            <numerusform>(%n выстрела)</numerusform>
            <numerusform>(%n выстрелов)</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Players:&lt;/b&gt; {count} &amp;nbsp; &lt;b&gt;Designer:&lt;/b&gt; {designer}</source>
        <translation>&lt;p&gt;&lt;b&gt;Игроков:&lt;/b&gt; {count} &amp;nbsp; &lt;b&gt;Автор:&lt;/b&gt; {designer}</translation>
    </message>
    <message>
        <source> &amp;nbsp; &lt;b&gt;Language:&lt;/b&gt; {language}</source>
        <translation> &amp;nbsp; &lt;b&gt;Язык:&lt;/b&gt; {language}</translation>
    </message>
    <message>
        <source>(your own setup)</source>
        <translation>(ваш собственный сетап)</translation>
    </message>
    <message>
        <source>Roles</source>
        <translation>Роли</translation>
    </message>
    <message>
        <source>{count} players</source>
        <translation>игроков: {count}</translation>
    </message>
    <message>
        <source>my setup</source>
        <translation>мой сетап</translation>
    </message>
    <message>
        <source>&amp;Edit setup…</source>
        <translation>&amp;Изменить…</translation>
    </message>
    <message>
        <source>Du&amp;plicate setup…</source>
        <translation>&amp;Копировать…</translation>
    </message>
    <message>
        <source>Change this setup of yours in the builder</source>
        <translation>Изменить этот ваш сетап в конструкторе</translation>
    </message>
    <message>
        <source>A built-in setup is read-only: change a copy of it in the builder</source>
        <translation>Встроенный сетап не меняется: измените его копию в конструкторе</translation>
    </message>
    <message>
        <source>Only a setup on the classic role library that deals a fixed list of roles opens in the builder</source>
        <translation>В конструкторе открывается только сетап на классической библиотеке ролей с постоянным списком ролей</translation>
    </message>
    <message>
        <source>Edit setup</source>
        <translation>Изменить сетап</translation>
    </message>
    <message>
        <source>{name} (copy)</source>
        <translation>{name} (копия)</translation>
    </message>
    <message>
        <source>Delete setup</source>
        <translation>Удалить сетап</translation>
    </message>
    <message>
        <source>Delete your setup {name}? Its folder {folder} is removed; games played on it cannot be opened until a setup with the id {id} is back.</source>
        <translation>Удалить ваш сетап {name}? Его папка {folder} будет удалена; игры на нём не откроются, пока не вернётся сетап с идентификатором {id}.</translation>
    </message>
    <message>
        <source>{count} names: {setup} needs {needed} players.</source>
        <translation>ников: {count}; для «{setup}» нужно игроков: {needed}.</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s).</source>
        <translation>
            <numerusform>%n игрок.</numerusform>
            <numerusform>%n игрока.</numerusform>
            <numerusform>%n игроков.</numerusform>
        </translation>
    </message>
    <message>
        <source>Game file</source>
        <translation>Файл игры</translation>
    </message>
    <message>
        <source>Games (*.mafia)</source>
        <translation>Игры (*.mafia)</translation>
    </message>
    <message>
        <source>{path} already exists: choose another name (a game file is never overwritten).</source>
        <translation>{path} уже существует: выберите другое имя (файл игры никогда не перезаписывается).</translation>
    </message>
    <message>
        <source>The folder {folder} does not exist.</source>
        <translation>Папки {folder} не существует.</translation>
    </message>
    <message>
        <source>Cannot deal</source>
        <translation>Не удаётся раздать роли</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) dealt from seed {seed}. Role PMs are ready in the window&apos;s Posts &amp; PMs panel.</source>
        <translation>
            <numerusform>Роли розданы %n игроку от зерна {seed}. ЛС с ролями готовы на панели «Посты и ЛС».</numerusform>
            <numerusform>Роли розданы %n игрокам от зерна {seed}. ЛС с ролями готовы на панели «Посты и ЛС».</numerusform>
            <numerusform>Роли розданы %n игрокам от зерна {seed}. ЛС с ролями готовы на панели «Посты и ЛС».</numerusform>
        </translation>
    </message>
    <message>
        <source>Enter the pre-game now or later (the window shows it until you finish it).</source>
        <translation>Введите предыгровой этап сейчас или позже (окно показывает его, пока вы его не завершите).</translation>
    </message>
    <message>
        <source>Fixed deal: choose the roles to fix (or deal at random)</source>
        <translation>Заданная раздача: выберите роли, которые нужно задать (или раздайте случайно)</translation>
    </message>
</context>
<context>
    <name>NightPanel</name>
    <message>
        <source>{name} ignored: {reason}</source>
        <translation>{name} не учтено: {reason}</translation>
    </message>
    <message>
        <source>replaced</source>
        <translation>заменено</translation>
    </message>
    <message>
        <source>entered</source>
        <translation>введено</translation>
    </message>
    <message>
        <source>ignored: {reason}</source>
        <translation>не учтено: {reason}</translation>
    </message>
    <message>
        <source>Paste a PM onto this player&apos;s row</source>
        <translation>Вставить ЛС в строку этого игрока</translation>
    </message>
    <message>
        <source>Actions entered</source>
        <translation>Введённые действия</translation>
    </message>
    <message>
        <source>The last valid entry for a slot counts</source>
        <translation>Для слота учитывается последнее допустимое действие</translation>
    </message>
    <message>
        <source>Refused</source>
        <translation>Отклонённые</translation>
    </message>
    <message>
        <source>&amp;Quick:</source>
        <translation>&amp;Быстро:</translation>
    </message>
    <message>
        <source>Quick entry (Ctrl+L): who, what, whom — e.g. {0} — or paste the players&apos; PMs (Ctrl+V)</source>
        <translation>Быстрый ввод (Ctrl+L): кто, что, кого — например, {0} — или вставьте ЛС игроков (Ctrl+V)</translation>
    </message>
    <message>
        <source>Quick entry (Ctrl+L): who, what, whom — or paste the players&apos; PMs (Ctrl+V)</source>
        <translation>Быстрый ввод (Ctrl+L): кто, что, кого — или вставьте ЛС игроков (Ctrl+V)</translation>
    </message>
    <message>
        <source>Refused ({0})</source>
        <translation>Отклонённые ({0})</translation>
    </message>
    <message>
        <source>Paste {0}&apos;s PM (Ctrl+Shift+V)</source>
        <translation>Вставить ЛС игрока {0} (Ctrl+Shift+V)</translation>
    </message>
    <message>
        <source>Right-click, or Ctrl+Shift+V in the row: paste {0}&apos;s PM</source>
        <translation>Правый щелчок или Ctrl+Shift+V в строке: вставить ЛС игрока {0}</translation>
    </message>
    <message>
        <source>Click into a player&apos;s row to paste their PM.</source>
        <translation>Щёлкните в строку игрока, чтобы вставить его ЛС.</translation>
    </message>
    <message>
        <source>The clipboard is empty: copy the PM first.</source>
        <translation>Буфер обмена пуст: сначала скопируйте ЛС.</translation>
    </message>
    <message>
        <source>Choose an ability for {0} (or give extra fields).</source>
        <translation>Выберите способность для {0} (или укажите доп. поля).</translation>
    </message>
    <message>
        <source>Entered: {0}</source>
        <translation>Введено: {0}</translation>
    </message>
    <message>
        <source>PM {0} of {1}: “{2}”</source>
        <translation>ЛС {0} из {1}: «{2}»</translation>
    </message>
    <message>
        <source>{0} — read as: {1}. Return enters it, Esc skips it.</source>
        <translation>{0} — прочитано как: {1}. Enter вводит, Esc пропускает.</translation>
    </message>
    <message>
        <source>{0} — {1}</source>
        <translation>{0} — {1}</translation>
    </message>
    <message>
        <source>Pick one below (Down, Return), or correct the line.</source>
        <translation>Выберите ниже (Вниз, Enter) или исправьте строку.</translation>
    </message>
    <message>
        <source>Correct the line, then Return.</source>
        <translation>Исправьте строку и нажмите Enter.</translation>
    </message>
    <message>
        <source>Quick entry: {0}</source>
        <translation>Быстрый ввод: {0}</translation>
    </message>
    <message>
        <source>Refused: {0}</source>
        <translation>Отклонено: {0}</translation>
    </message>
    <message>
        <source>Refused: {0}. Correct the line (Up recalls it, Esc clears it).</source>
        <translation>Отклонено: {0}. Исправьте строку (Вверх возвращает её, Esc очищает).</translation>
    </message>
</context>
<context>
    <name>Panels</name>
    <message>
        <source>Actions</source>
        <translation>Действия</translation>
    </message>
    <message>
        <source>Votes</source>
        <translation>Голоса</translation>
    </message>
</context>
<context>
    <name>PhaseBar</name>
    <message>
        <source>End Day</source>
        <translation>Завершить день</translation>
    </message>
    <message>
        <source>Resolve Night</source>
        <translation>Разрешить ночь</translation>
    </message>
    <message>
        <source>Resolve Turn</source>
        <translation>Разрешить ход</translation>
    </message>
    <message>
        <source>Finish pre-game</source>
        <translation>Завершить предыгру</translation>
    </message>
    <message>
        <source>day</source>
        <translation>день</translation>
    </message>
    <message>
        <source>night</source>
        <translation>ночь</translation>
    </message>
    <message>
        <source>turn</source>
        <translation>ход</translation>
    </message>
    <message>
        <source>pre-game</source>
        <translation>предыгра</translation>
    </message>
    <message>
        <source>deadline passed</source>
        <translation>дедлайн прошёл</translation>
    </message>
    <message>
        <source>{days}d {clock} left</source>
        <translation>осталось {days} д {clock}</translation>
    </message>
    <message>
        <source>{clock} left</source>
        <translation>осталось {clock}</translation>
    </message>
    <message>
        <source>Deadline…</source>
        <translation>Дедлайн…</translation>
    </message>
    <message>
        <source>Set this phase&apos;s deadline (Ctrl+D)</source>
        <translation>Дедлайн этой фазы (Ctrl+D)</translation>
    </message>
    <message>
        <source>End phase</source>
        <translation>Завершить фазу</translation>
    </message>
    <message>
        <source>Close the phase and resolve it (Ctrl+Shift+E); it asks first</source>
        <translation>Закрыть фазу и разрешить её (Ctrl+Shift+E); сначала спросит</translation>
    </message>
    <message>
        <source>&lt;b&gt;No game open&lt;/b&gt; — File ▸ New game (Ctrl+N)</source>
        <translation>&lt;b&gt;Нет открытой игры&lt;/b&gt; — Файл ▸ Новая игра (Ctrl+N)</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n игрок</numerusform>
            <numerusform>%n игрока</numerusform>
            <numerusform>%n игроков</numerusform>
        </translation>
    </message>
    <message>
        <source>seed {seed}</source>
        <translation>зерно {seed}</translation>
    </message>
    <message>
        <source>Game over: {winner} win</source>
        <translation>Игра окончена: победа — {winner}</translation>
    </message>
    <message>
        <source>no deadline</source>
        <translation>без дедлайна</translation>
    </message>
    <message>
        <source>Deadline {when} · &lt;b&gt;{left}&lt;/b&gt;</source>
        <translation>Дедлайн {when} · &lt;b&gt;{left}&lt;/b&gt;</translation>
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
    <message>
        <source>Note</source>
        <translation>Заметка</translation>
    </message>
    <message>
        <source>Your note on a player: only you see it, and the roster&apos;s Notes column shows it.</source>
        <translation>Ваша заметка об игроке: её видите только вы, она показана в столбце «Заметки» списка игроков.</translation>
    </message>
    <message>
        <source>Save note</source>
        <translation>Сохранить</translation>
    </message>
    <message>
        <source>Replace player</source>
        <translation>Замена игрока</translation>
    </message>
    <message>
        <source>A new forum name takes over the slot: same role, same votes and actions, named in the next posts.</source>
        <translation>Новый ник занимает слот: та же роль, те же голоса и действия; замена названа в следующих постах.</translation>
    </message>
    <message>
        <source>Replace</source>
        <translation>Заменить</translation>
    </message>
    <message>
        <source>Modkill</source>
        <translation>Модкилл</translation>
    </message>
    <message>
        <source>The player dies now and flips; the win check runs at once.</source>
        <translation>Игрок выбывает сейчас, его роль вскрывается; условия победы проверяются сразу.</translation>
    </message>
    <message>
        <source>Choose a player.</source>
        <translation>Выберите игрока.</translation>
    </message>
    <message>
        <source>Note on {player} saved</source>
        <translation>Заметка сохранена: {player}</translation>
    </message>
    <message>
        <source>{player} modkilled</source>
        <translation>{player}: модкилл</translation>
    </message>
    <message>
        <source>Enter the new player&apos;s name.</source>
        <translation>Введите ник нового игрока.</translation>
    </message>
    <message>
        <source>{new} replaces {player}</source>
        <translation>{new} заменяет {player}</translation>
    </message>
</context>
<context>
    <name>Posts</name>
    <message>
        <source>Role PM</source>
        <translation>ЛС с ролью</translation>
    </message>
    <message>
        <source>Alignment PM</source>
        <translation>ЛС со стороной</translation>
    </message>
    <message>
        <source>Result PM</source>
        <translation>ЛС с результатом</translation>
    </message>
    <message>
        <source>Day-start post</source>
        <translation>Начало дня</translation>
    </message>
    <message>
        <source>No-PR PM</source>
        <translation>ЛС без роли</translation>
    </message>
    <message>
        <source>Conversion PM</source>
        <translation>ЛС о вербовке</translation>
    </message>
    <message>
        <source>Team PM: a convert joins</source>
        <translation>ЛС команде: новообращённый</translation>
    </message>
    <message>
        <source>Replacement PM</source>
        <translation>ЛС о замене</translation>
    </message>
    <message>
        <source>Team result PM</source>
        <translation>ЛС команде</translation>
    </message>
    <message>
        <source>Mafia plan PM</source>
        <translation>ЛС о плане мафии</translation>
    </message>
    <message>
        <source>Night post</source>
        <translation>Ночной пост</translation>
    </message>
    <message>
        <source>Turn post</source>
        <translation>Пост хода</translation>
    </message>
    <message>
        <source>Vote count</source>
        <translation>Подсчёт</translation>
    </message>
    <message>
        <source>Ability vote count</source>
        <translation>Подсчёт: способность</translation>
    </message>
    <message>
        <source>Elimination vote count</source>
        <translation>Подсчёт: казнь</translation>
    </message>
    <message>
        <source>Flip post</source>
        <translation>Вскрытие</translation>
    </message>
    <message>
        <source>No-elimination post</source>
        <translation>Без казни</translation>
    </message>
    <message>
        <source>Duel announcement</source>
        <translation>Объявление дуэли</translation>
    </message>
    <message>
        <source>Game-over post</source>
        <translation>Конец игры</translation>
    </message>
    <message>
        <source>Replacement post</source>
        <translation>Пост о замене</translation>
    </message>
    <message>
        <source>Moderator post</source>
        <translation>Пост ведущего</translation>
    </message>
    <message>
        <source>Elimination post</source>
        <translation>Пост о казни</translation>
    </message>
    <message>
        <source>Modkill post</source>
        <translation>Пост о модкилле</translation>
    </message>
    <message>
        <source>Ability vote result</source>
        <translation>Итог голосования за способность</translation>
    </message>
    <message>
        <source>Duel result</source>
        <translation>Итог дуэли</translation>
    </message>
    <message>
        <source>the thread</source>
        <translation>все (пост)</translation>
    </message>
</context>
<context>
    <name>PostsPanel</name>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Копировать</translation>
    </message>
    <message>
        <source>Copy all &amp;PMs</source>
        <translation>Копия всех &amp;ЛС</translation>
    </message>
    <message>
        <source>Posts &amp;amp; PMs</source>
        <translation>Посты и ЛС</translation>
    </message>
    <message>
        <source>{post} of {phase} cannot be written, the posts list shows it (the rest of the game works): {problem}</source>
        <translation>{post} ({phase}) не удаётся составить, это видно в списке постов (остальная игра работает): {problem}</translation>
    </message>
    <message numerus="yes">
        <source>%n more post(s) or PM(s) cannot be written.</source>
        <translation>
            <numerusform>Ещё %n пост или ЛС не удаётся составить.</numerusform>
            <numerusform>Ещё %n поста или ЛС не удаётся составить.</numerusform>
            <numerusform>Ещё %n постов или ЛС не удаётся составить.</numerusform>
        </translation>
    </message>
    <message>
        <source>Open phase: live preview, not final.</source>
        <translation>Открытая фаза: предварительный просмотр, не окончательно.</translation>
    </message>
    <message>
        <source>Copy the selected post or PM as BBCode</source>
        <translation>Скопировать выбранный пост или ЛС как BBCode</translation>
    </message>
    <message>
        <source>Preview</source>
        <translation>Просмотр</translation>
    </message>
    <message>
        <source>BBCode</source>
        <translation>BBCode</translation>
    </message>
    <message>
        <source>Copy and mark &amp;sent</source>
        <translation>Копия, &amp;отправлено</translation>
    </message>
    <message>
        <source>Copy the selected post or PM, tick it sent and select the next unsent one (Ctrl+Shift+C)</source>
        <translation>Скопировать выбранный пост или ЛС, отметить отправленным и выбрать следующий неотправленный (Ctrl+Shift+C)</translation>
    </message>
    <message>
        <source>Copy and mark sent</source>
        <translation>Копировать и отметить отправленным</translation>
    </message>
    <message>
        <source>Copy every PM of the phase shown, grouped by kind, each headed by its recipient</source>
        <translation>Скопировать все ЛС показанной фазы, по видам, каждое с именем получателя</translation>
    </message>
    <message>
        <source>All phases</source>
        <translation>Все фазы</translation>
    </message>
    <message>
        <source>Copy the {0} to {1}</source>
        <translation>Скопировать: {0} для {1}</translation>
    </message>
    <message>
        <source>Post: {kind} (public), {phase}</source>
        <translation>Пост: {kind} (для всех), {phase}</translation>
    </message>
    <message>
        <source>PM: {kind} to {to}, {phase}</source>
        <translation>ЛС: {kind} для {to}, {phase}</translation>
    </message>
    <message>
        <source>The rest of the game works; nothing in the game file changed. Correct the template in the setup&apos;s folder (or ask its author) and open the game again: until then this phase cannot be ended.</source>
        <translation>Остальная игра работает, в файле игры ничего не изменилось. Исправьте шаблон в папке сетапа (или попросите его автора) и откройте игру снова: до тех пор эту фазу не завершить.</translation>
    </message>
    <message numerus="yes">
        <source>⚠ %n post(s) or PM(s) here cannot be written: the setup&apos;s template fails. Select one to see why.</source>
        <translation>
            <numerusform>⚠ %n пост или ЛС здесь не удаётся составить: шаблон сетапа не работает. Выберите его, чтобы увидеть почему.</numerusform>
            <numerusform>⚠ %n поста или ЛС здесь не удаётся составить: шаблон сетапа не работает. Выберите любой, чтобы увидеть почему.</numerusform>
            <numerusform>⚠ %n постов или ЛС здесь не удаётся составить: шаблон сетапа не работает. Выберите любой, чтобы увидеть почему.</numerusform>
        </translation>
    </message>
    <message>
        <source>✔ Confirmed and published.</source>
        <translation>✔ Подтверждено и опубликовано.</translation>
    </message>
    <message>
        <source>Not confirmed yet: check the timeline, then tick &lt;i&gt;Published&lt;/i&gt; there.</source>
        <translation>Ещё не подтверждено: проверьте хронологию и отметьте там &lt;i&gt;Опубликовано&lt;/i&gt;.</translation>
    </message>
    <message>
        <source>Changed since sent — what was sent, and what it says now:</source>
        <translation>Изменено после отправки — что было отправлено и что там теперь:</translation>
    </message>
    <message>
        <source>No post selected.</source>
        <translation>Пост не выбран.</translation>
    </message>
    <message>
        <source>This post cannot be written: its template fails.</source>
        <translation>Этот пост не удаётся составить: его шаблон не работает.</translation>
    </message>
    <message>
        <source>Template: {template}</source>
        <translation>Шаблон: {template}</translation>
    </message>
    <message>
        <source>Problem: {problem}</source>
        <translation>Ошибка: {problem}</translation>
    </message>
    <message>
        <source>The {0} cannot be copied: its template fails</source>
        <translation>Не удаётся скопировать: {0} — шаблон не работает</translation>
    </message>
    <message>
        <source>Copied the {0} to {1} without its header line: {2}</source>
        <translation>Скопировано: {0} для {1}, без строки заголовка: {2}</translation>
    </message>
    <message>
        <source>Copied the {0} to {1}</source>
        <translation>Скопировано: {0} для {1}</translation>
    </message>
    <message>
        <source>Copied the {0}</source>
        <translation>Скопировано: {0}</translation>
    </message>
    <message>
        <source>Copied and marked sent: {0} {1}; {2} left unsent</source>
        <translation>Скопировано и отмечено: {0} {1}; не отправлено ещё: {2}</translation>
    </message>
    <message>
        <source>Copied {0} PMs, grouped by kind: {1}</source>
        <translation>Скопировано ЛС: {0}, по видам: {1}</translation>
    </message>
    <message numerus="yes">
        <source>%n PM(s) left out: the template fails</source>
        <translation>
            <numerusform>пропущено ЛС: %n (шаблон не работает)</numerusform>
            <numerusform>пропущено ЛС: %n (шаблон не работает)</numerusform>
            <numerusform>пропущено ЛС: %n (шаблон не работает)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PostsTableModel</name>
    <message>
        <source>changed since sent</source>
        <translation>изменено после отправки</translation>
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
        <source>A new language shows as soon as you press OK. New games are saved in the game files folder (the last folder you used); setups in your setups folder appear in the New-game wizard beside the built-in ones.</source>
        <translation>Новый язык включается сразу после нажатия OK. Новые игры сохраняются в папку файлов игр (последнюю использованную); сетапы из папки «Мои сетапы» появляются в мастере новой игры рядом со встроенными.</translation>
    </message>
    <message>
        <source>Game files</source>
        <translation>Файлы игр</translation>
    </message>
</context>
<context>
    <name>PregamePanel</name>
    <message>
        <source>Nothing computed yet.</source>
        <translation>Ещё ничего не вычислено.</translation>
    </message>
    <message>
        <source>Trace</source>
        <translation>Шаги разрешения</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Результаты</translation>
    </message>
    <message>
        <source>(pinned)</source>
        <translation>(закреплено)</translation>
    </message>
    <message>
        <source>Random draws</source>
        <translation>Случайные жребии</translation>
    </message>
    <message>
        <source>Ignored entries</source>
        <translation>Неучтённые вводы</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Раздача</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <source>Requested role</source>
        <translation>Запрошенная роль</translation>
    </message>
    <message>
        <source>Vote</source>
        <translation>Голос</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Проверка</translation>
    </message>
    <message>
        <source>Enter &amp;choices</source>
        <translation>Ввести &amp;выбор</translation>
    </message>
    <message>
        <source>e.g. 6, 4, 4, 10, 9 — leave empty for the seeded roll</source>
        <translation>например 6, 4, 4, 10, 9 — пусто: бросок от зерна</translation>
    </message>
    <message>
        <source>Enter &amp;rolls</source>
        <translation>Ввести &amp;броски</translation>
    </message>
    <message>
        <source>Choices (PR requests and votes, where the setup has them)</source>
        <translation>Выбор (запросы ролей и голоса, если они есть в сетапе)</translation>
    </message>
    <message>
        <source>Rolls:</source>
        <translation>Броски:</translation>
    </message>
    <message>
        <source>Computed result</source>
        <translation>Вычисленный результат</translation>
    </message>
    <message>
        <source>The pre-game&apos;s input dealt anew, in public: announce the new deal commitment SHA-256 {digest}</source>
        <translation>Ввод предыгры изменил раздачу, открыто: объявите новый хеш раздачи SHA-256 {digest}</translation>
    </message>
    <message>
        <source>no role “{0}”</source>
        <translation>нет роли «{0}»</translation>
    </message>
    <message>
        <source> — did you mean {0}?</source>
        <translation> — может быть, {0}?</translation>
    </message>
    <message>
        <source> or </source>
        <translation> или </translation>
    </message>
    <message>
        <source>no player “{0}”</source>
        <translation>нет игрока «{0}»</translation>
    </message>
    <message>
        <source>Not entered — fix the flagged cells first ({0})</source>
        <translation>Не введено — сначала исправьте отмеченные ячейки ({0})</translation>
    </message>
    <message>
        <source>Pre-game choices entered</source>
        <translation>Предыгровой выбор введён</translation>
    </message>
    <message>
        <source>No rolls entered: the seeded roll stands (undo a roll entry to return to it).</source>
        <translation>Броски не введены: остаётся бросок от зерна (отмените ввод бросков, чтобы вернуться к нему).</translation>
    </message>
    <message>
        <source>Rolls are whole numbers separated by commas.</source>
        <translation>Броски — целые числа через запятую.</translation>
    </message>
</context>
<context>
    <name>QuickEntry</name>
    <message>
        <source>type an entry: who, what, whom (e.g. {0})</source>
        <translation>введите запись: кто, что, кого (например, {0})</translation>
    </message>
    <message>
        <source>type an entry: who, what, whom</source>
        <translation>введите запись: кто, что, кого</translation>
    </message>
    <message>
        <source>no player is called “{0}”</source>
        <translation>нет игрока «{0}»</translation>
    </message>
    <message>
        <source>{0} is dead</source>
        <translation>{0} мёртв(а)</translation>
    </message>
    <message>
        <source>{0} has nothing to enter now</source>
        <translation>у {0} сейчас нет действий</translation>
    </message>
    <message>
        <source>{0} has no ability “{1}” (may: {2})</source>
        <translation>у {0} нет способности «{1}» (может: {2})</translation>
    </message>
    <message>
        <source>act on</source>
        <translation>действовать на</translation>
    </message>
    <message>
        <source>{0} may not {1} themselves</source>
        <translation>{0} не может применить «{1}» к себе</translation>
    </message>
    <message>
        <source>{0} has no shots left</source>
        <translation>у {0} не осталось зарядов</translation>
    </message>
    <message>
        <source>{0} may not {1}</source>
        <translation>{0} не может применить «{1}»</translation>
    </message>
    <message>
        <source>{0} may not {1} {2}</source>
        <translation>{0} не может применить «{1}» к {2}</translation>
    </message>
</context>
<context>
    <name>RefusedList</name>
    <message>
        <source>(unvote)</source>
        <translation>(снятие голоса)</translation>
    </message>
    <message>
        <source>votes {0}</source>
        <translation>голосует за {0}</translation>
    </message>
    <message>
        <source>Who</source>
        <translation>Кто</translation>
    </message>
    <message>
        <source>Sent</source>
        <translation>Что прислал</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Почему</translation>
    </message>
    <message>
        <source>&amp;Take back</source>
        <translation>&amp;Убрать</translation>
    </message>
    <message>
        <source>Remove the selected refused entry for good (it was entered by mistake)</source>
        <translation>Убрать выбранную отклонённую запись насовсем (введена по ошибке)</translation>
    </message>
    <message>
        <source>Nothing refused in this phase.</source>
        <translation>В этой фазе ничего не отклонено.</translation>
    </message>
    <message>
        <source>Refused entry taken back</source>
        <translation>Отклонённая запись убрана</translation>
    </message>
</context>
<context>
    <name>RosterPanel</name>
    <message>
        <source>pool {count}</source>
        <translation>общий запас {count}</translation>
    </message>
    <message>
        <source>letters {value}</source>
        <translation>писем {value}</translation>
    </message>
    <message>
        <source>ultimate {value}</source>
        <translation>УС {value}</translation>
    </message>
    <message>
        <source>pub used</source>
        <translation>паб исп.</translation>
    </message>
    <message>
        <source>ability nullified</source>
        <translation>АС обнулена</translation>
    </message>
    <message>
        <source>first-time bonus used</source>
        <translation>бонус первого раза исп.</translation>
    </message>
    <message>
        <source>abstention used</source>
        <translation>воздержание исп.</translation>
    </message>
    <message>
        <source>shield used</source>
        <translation>защита исп.</translation>
    </message>
    <message>
        <source>bulletproof</source>
        <translation>бронежилет</translation>
    </message>
    <message>
        <source>status +</source>
        <translation>статус +</translation>
    </message>
    <message>
        <source>status −</source>
        <translation>статус −</translation>
    </message>
    <message>
        <source>ult {value}</source>
        <translation>УС {value}</translation>
    </message>
    <message>
        <source>from start</source>
        <translation>с начала</translation>
    </message>
    <message>
        <source>from {phase}</source>
        <translation>с {phase}</translation>
    </message>
    <message>
        <source>mafia from the start</source>
        <translation>мафия с начала</translation>
    </message>
    <message>
        <source>mafia from {phase}</source>
        <translation>мафия с {phase}</translation>
    </message>
    <message>
        <source>dies if the phase ends now ({cause})</source>
        <translation>погибнет, если фаза закончится сейчас ({cause})</translation>
    </message>
    <message>
        <source>Filter players, roles, factions, notes (Ctrl+F)</source>
        <translation>Фильтр: игроки, роли, фракции, заметки (Ctrl+F)</translation>
    </message>
    <message>
        <source>Strea&amp;ming</source>
        <translation>&amp;Трансляция</translation>
    </message>
    <message>
        <source>Hide the live preview (who dies if the phase ended now): for a shared or streamed screen</source>
        <translation>Скрыть предпросмотр (кто умрёт, если фаза закончится сейчас): для общего экрана или трансляции</translation>
    </message>
    <message>
        <source>{0} alive of {1}</source>
        <translation>живы {0} из {1}</translation>
    </message>
    <message>
        <source>No game open</source>
        <translation>Нет открытой игры</translation>
    </message>
</context>
<context>
    <name>SetupBuilderDialog</name>
    <message>
        <source>off</source>
        <translation>выкл.</translation>
    </message>
    <message>
        <source>Give the setup a name.</source>
        <translation>Дайте сетапу название.</translation>
    </message>
    <message>
        <source>Give the setup an id: lower-case words joined by &apos;-&apos;.</source>
        <translation>Дайте сетапу идентификатор: слова строчными латинскими буквами через «-».</translation>
    </message>
    <message>
        <source>The id {id} is not lower-case words joined by &apos;-&apos;.</source>
        <translation>Идентификатор {id} — не слова строчными латинскими буквами через «-».</translation>
    </message>
    <message>
        <source>The id {id} is taken by another setup: choose another one.</source>
        <translation>Идентификатор {id} занят другим сетапом: выберите другой.</translation>
    </message>
    <message>
        <source>Say who designed the setup.</source>
        <translation>Укажите автора сетапа.</translation>
    </message>
    <message>
        <source>Describe the setup in a line or two.</source>
        <translation>Опишите сетап в одной-двух строках.</translation>
    </message>
    <message>
        <source>These roles seat {n} players: a game needs {low} to {high}.</source>
        <translation>Этих ролей хватает на {n} игроков, а игре нужно от {low} до {high}.</translation>
    </message>
    <message>
        <source>{role}: at most one per game.</source>
        <translation>{role}: не больше одного на игру.</translation>
    </message>
    <message>
        <source>{role}: a count is 0 or more.</source>
        <translation>{role}: число — 0 или больше.</translation>
    </message>
    <message>
        <source>{role}: not a role of the library.</source>
        <translation>{role}: такой роли в библиотеке нет.</translation>
    </message>
    <message>
        <source>{role} cannot be on the {team} team.</source>
        <translation>{role} не может играть за команду «{team}».</translation>
    </message>
    <message>
        <source>{role}: {modifier} needs a role with a night action, or a mafioso.</source>
        <translation>{role}: модификатору {modifier} нужна роль с ночным действием или мафиози.</translation>
    </message>
    <message>
        <source>{role}: shots need a role with a night action.</source>
        <translation>{role}: выстрелы бывают только у роли с ночным действием.</translation>
    </message>
    <message>
        <source>{role}: shots are 1 or more (none: unlimited).</source>
        <translation>{role}: выстрелов 1 или больше (без числа — без ограничений).</translation>
    </message>
    <message>
        <source>No Mafia and no Serial Killer: the Town would win at once.</source>
        <translation>Нет ни мафии, ни маньяка: город победил бы сразу.</translation>
    </message>
    <message>
        <source>The Mafia would have parity from the start: add town roles.</source>
        <translation>У мафии паритет с самого начала: добавьте ролей города.</translation>
    </message>
    <message>
        <source>{label}: {problem}</source>
        <translation>{label}: {problem}</translation>
    </message>
    <message>
        <source>{problem}</source>
        <translation>{problem}</translation>
    </message>
    <message>
        <source>Edit the setup {name}</source>
        <translation>Изменить сетап {name}</translation>
    </message>
    <message>
        <source>unlimited</source>
        <translation>без ограничений</translation>
    </message>
    <message>
        <source>{title}: {line}</source>
        <translation>{title}: {line}</translation>
    </message>
    <message>
        <source>from day </source>
        <translation>со дня </translation>
    </message>
    <message>
        <source>No roles yet</source>
        <translation>Ролей пока нет</translation>
    </message>
    <message>
        <source>Players: {n}</source>
        <translation>Игроков: {n}</translation>
    </message>
    <message>
        <source>Ready to save, for {n} players: checked as `mafiamod check-setup` checks a setup folder.</source>
        <translation>Можно сохранять, игроков: {n}; проверено, как `mafiamod check-setup` проверяет папку сетапа.</translation>
    </message>
    <message>
        <source>Build a setup</source>
        <translation>Собрать сетап</translation>
    </message>
    <message>
        <source>Compose a setup from the classic role library: how many of each role (with its team, modifiers and shots), the day and night switches, a name and a description. It is checked as you go, as `mafiamod check-setup` checks a setup folder, and saved to your own setups folder; the new-game wizard lists it.</source>
        <translation>Соберите сетап из классической библиотеки ролей: сколько каждой роли (с её командой, модификаторами и выстрелами), дневные и ночные переключатели, название и описание. Сетап проверяется по ходу дела так же, как `mafiamod check-setup` проверяет папку сетапа, и сохраняется в вашу папку сетапов; мастер новой игры сразу его покажет.</translation>
    </message>
    <message>
        <source>Roles</source>
        <translation>Роли</translation>
    </message>
    <message>
        <source>Up and Down choose a role; type a number to deal that many</source>
        <translation>Вверх и вниз выбирают роль; наберите число, чтобы раздать столько</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Роль</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Команда</translation>
    </message>
    <message>
        <source>Modifiers</source>
        <translation>Модификаторы</translation>
    </message>
    <message>
        <source>Shots</source>
        <translation>Выстрелы</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Число</translation>
    </message>
    <message>
        <source>&amp;How many:</source>
        <translation>&amp;Сколько:</translation>
    </message>
    <message>
        <source>&amp;Team:</source>
        <translation>&amp;Команда:</translation>
    </message>
    <message>
        <source>The team this role plays for: the library allows another team for some roles (a Mafia Roleblocker)</source>
        <translation>За какую команду играет роль: для некоторых ролей библиотека позволяет другую команду (блокер мафии)</translation>
    </message>
    <message>
        <source>Sh&amp;ots:</source>
        <translation>&amp;Выстрелы:</translation>
    </message>
    <message>
        <source>How many times the role may use its action (an X-shot role); unlimited at 0</source>
        <translation>Сколько раз роль может применить своё действие (роль на X выстрелов); 0 — без ограничений</translation>
    </message>
    <message>
        <source>Add a &amp;variant</source>
        <translation>Добавить ва&amp;риант</translation>
    </message>
    <message>
        <source>Another row of the selected role, to deal it with another team, modifiers or shots</source>
        <translation>Ещё одна строка выбранной роли, чтобы раздать её с другой командой, модификаторами или выстрелами</translation>
    </message>
    <message>
        <source>&amp;Remove variant</source>
        <translation>&amp;Убрать вариант</translation>
    </message>
    <message>
        <source>Remove the selected row (a role&apos;s last row stays)</source>
        <translation>Убрать выбранную строку (последняя строка роли остаётся)</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Сетап</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Название:</translation>
    </message>
    <message>
        <source>e.g. Cop, Doc and Blocker 10</source>
        <translation>например, Коп, Док и Блокер на 10</translation>
    </message>
    <message>
        <source>&amp;Id:</source>
        <translation>&amp;Идентификатор:</translation>
    </message>
    <message>
        <source>The setup&apos;s folder name: lower-case words joined by &apos;-&apos;</source>
        <translation>Имя папки сетапа: слова строчными буквами через «-»</translation>
    </message>
    <message>
        <source>&amp;Designer:</source>
        <translation>&amp;Автор:</translation>
    </message>
    <message>
        <source>D&amp;escription:</source>
        <translation>&amp;Описание:</translation>
    </message>
    <message>
        <source>Switches</source>
        <translation>Переключатели</translation>
    </message>
</context>
<context>
    <name>ThreadVotes</name>
    <message>
        <source>Read votes from the &amp;thread…</source>
        <translation>Голоса из &amp;темы…</translation>
    </message>
    <message>
        <source>Read the day&apos;s votes from the forum thread (%1)</source>
        <translation>Прочитать голоса дня из темы форума (%1)</translation>
    </message>
    <message>
        <source>Read votes from the thread…</source>
        <translation>Голоса из темы…</translation>
    </message>
    <message>
        <source>In this setup the ballots come by PM, not from the thread: enter them as they arrive.</source>
        <translation>В этом сетапе бюллетени приходят в ЛС, а не в теме: вносите их по мере получения.</translation>
    </message>
</context>
<context>
    <name>ThreadVotesDialog</name>
    <message>
        <source>auto (any forum)</source>
        <translation>авто (любой форум)</translation>
    </message>
    <message>
        <source>Post</source>
        <translation>Пост</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>Автор</translation>
    </message>
    <message>
        <source>Written</source>
        <translation>Написано</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>Совпадение</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Цель</translation>
    </message>
    <message>
        <source>Posts after #%1, the last read, are listed.</source>
        <translation>Показаны посты после #%1, прочитанного последним.</translation>
    </message>
    <message>
        <source>Every post of the thread is read.</source>
        <translation>Читаются все посты темы.</translation>
    </message>
    <message>
        <source>Votes found in the thread become the day&apos;s votes in posting order, with their post numbers. Quotes, spoilers and signatures are skipped; the host and spectators cast no votes; a name the reader is not sure of is asked, never guessed.</source>
        <translation>Голоса, найденные в теме, становятся голосами дня в порядке постов, с номерами постов. Цитаты, спойлеры и подписи пропускаются; ведущий и зрители не голосуют; имя, в котором нет уверенности, спрашивается, а не угадывается.</translation>
    </message>
    <message>
        <source>Enter votes</source>
        <translation>Внести голоса</translation>
    </message>
    <message>
        <source>exact</source>
        <translation>точно</translation>
    </message>
    <message>
        <source>nickname</source>
        <translation>прозвище</translation>
    </message>
    <message>
        <source>close spelling</source>
        <translation>похожее написание</translation>
    </message>
    <message>
        <source>uncertain</source>
        <translation>неясно</translation>
    </message>
    <message>
        <source>— which vote? —</source>
        <translation>— какое голосование? —</translation>
    </message>
    <message>
        <source>Give the thread&apos;s address (http:// or https://).</source>
        <translation>Укажите адрес темы (http:// или https://).</translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation>Читается %1…</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>Остановка…</translation>
    </message>
    <message>
        <source>Read %1 page(s)…</source>
        <translation>Прочитано страниц: %1…</translation>
    </message>
    <message>
        <source>Stopped: nothing was read.</source>
        <translation>Остановлено: ничего не прочитано.</translation>
    </message>
    <message>
        <source>Open saved thread pages</source>
        <translation>Открыть сохранённые страницы темы</translation>
    </message>
    <message>
        <source>Thread pages (*.html *.htm *.jsonl)</source>
        <translation>Страницы темы (*.html *.htm *.jsonl)</translation>
    </message>
    <message>
        <source>the pasted text</source>
        <translation>вставленный текст</translation>
    </message>
    <message>
        <source>%1 new post(s) read up to #%2: %3 vote(s), %4 to settle.</source>
        <translation>Прочитано новых постов: %1 (до #%2); голосов: %3, уточнить: %4.</translation>
    </message>
    <message>
        <source>— who? —</source>
        <translation>— кто? —</translation>
    </message>
    <message>
        <source>(unvote)</source>
        <translation>(снятие голоса)</translation>
    </message>
    <message>
        <source>not a vote</source>
        <translation>не голос</translation>
    </message>
    <message>
        <source>Target of the vote in post #%1</source>
        <translation>Цель голоса в посте #%1</translation>
    </message>
    <message>
        <source>Say whom the vote in post #%1 (“%2”) is for, or mark it “not a vote”.</source>
        <translation>Укажите, за кого голос в посте #%1 («%2»), или отметьте «не голос».</translation>
    </message>
    <message>
        <source>Choose which of the day&apos;s votes these votes belong to.</source>
        <translation>Выберите, к какому из голосований дня относятся эти голоса.</translation>
    </message>
    <message>
        <source>A vote was refused.</source>
        <translation>Голос не принят.</translation>
    </message>
    <message>
        <source>%1 vote(s) entered from the thread, read up to post #%2.</source>
        <translation>Из темы внесено голосов: %1; прочитано до поста #%2.</translation>
    </message>
    <message>
        <source>Read votes from the thread</source>
        <translation>Голоса из темы форума</translation>
    </message>
    <message>
        <source>T&amp;hread:</source>
        <translation>&amp;Тема:</translation>
    </message>
    <message>
        <source>&amp;Read new posts</source>
        <translation>&amp;Читать новые посты</translation>
    </message>
    <message>
        <source>&amp;Open saved pages…</source>
        <translation>&amp;Открыть сохранённые страницы…</translation>
    </message>
    <message>
        <source>…or paste the thread here (a copied page, or BBCode posts each under a line like &quot;#12 Vivax&quot;) and press Read pasted text</source>
        <translation>…или вставьте сюда тему (скопированную страницу или BBCode постов, каждый под строкой вида «#12 Vivax») и нажмите «Читать вставленный текст»</translation>
    </message>
    <message>
        <source>Read &amp;pasted text</source>
        <translation>Читать &amp;вставленный текст</translation>
    </message>
    <message>
        <source>&amp;Syntax:</source>
        <translation>&amp;Синтаксис:</translation>
    </message>
    <message>
        <source>For the &amp;vote:</source>
        <translation>Для &amp;голосования:</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation>С&amp;топ</translation>
    </message>
</context>
<context>
    <name>Timeline</name>
    <message>
        <source> (overridden)</source>
        <translation> (изменено)</translation>
    </message>
    <message>
        <source>{0} died: {1}</source>
        <translation>{0} погиб(ла): {1}</translation>
    </message>
    <message>
        <source> on {0}</source>
        <translation> на {0}</translation>
    </message>
    <message>
        <source>{0} ({1}, entry {2}): {3}</source>
        <translation>{0} ({1}, запись {2}): {3}</translation>
    </message>
    <message>
        <source>{0} sent “{1}”: refused on entry, not played ({2})</source>
        <translation>{0} прислал(а) «{1}»: отклонено при вводе, не сыграно ({2})</translation>
    </message>
    <message>
        <source>no votes</source>
        <translation>голосов нет</translation>
    </message>
    <message>
        <source>{0} win</source>
        <translation>победа: {0}</translation>
    </message>
    <message>
        <source>phase skipped</source>
        <translation>фаза пропущена</translation>
    </message>
    <message>
        <source>flip</source>
        <translation>вскрытие роли</translation>
    </message>
    <message>
        <source>killed</source>
        <translation>убит(а)</translation>
    </message>
    <message>
        <source>eliminated by the vote</source>
        <translation>выбыл по голосованию</translation>
    </message>
    <message>
        <source>game over</source>
        <translation>конец игры</translation>
    </message>
    <message>
        <source>modkill</source>
        <translation>модкилл</translation>
    </message>
    <message>
        <source>night skipped</source>
        <translation>ночь пропущена</translation>
    </message>
    <message>
        <source>no elimination</source>
        <translation>без казни</translation>
    </message>
    <message>
        <source>replacement</source>
        <translation>замена</translation>
    </message>
    <message>
        <source>votes locked</source>
        <translation>голоса закреплены</translation>
    </message>
    <message>
        <source>event</source>
        <translation>событие</translation>
    </message>
    <message>
        <source> (ignored)</source>
        <translation> (не учтено)</translation>
    </message>
    <message>
        <source>{vote} vote {voter} → {target}</source>
        <translation>голосование {vote}: {voter} → {target}</translation>
    </message>
    <message>
        <source>(unvote)</source>
        <translation>(снятие голоса)</translation>
    </message>
</context>
<context>
    <name>TimelinePanel</name>
    <message>
        <source>&amp;Override…</source>
        <translation>&amp;Изменить исход…</translation>
    </message>
    <message>
        <source>Fix the selected random draw to another outcome; later phases re-resolve</source>
        <translation>Задать выбранному жребию другой исход; следующие фазы разрешатся заново</translation>
    </message>
    <message>
        <source>&amp;Insert vote before…</source>
        <translation>&amp;Вставить голос…</translation>
    </message>
    <message>
        <source>A vote found late, posted before the selected vote: the phase is read again</source>
        <translation>Голос, найденный позже, опубликованный перед выбранным голосом: фаза будет прочитана заново</translation>
    </message>
    <message>
        <source>&amp;Published</source>
        <translation>&amp;Опубликовано</translation>
    </message>
    <message>
        <source>Confirm this phase&apos;s outcome: its posts and PMs are final and posted</source>
        <translation>Подтвердить исход этой фазы: её посты и ЛС окончательны и опубликованы</translation>
    </message>
    <message>
        <source>Phase:</source>
        <translation>Фаза:</translation>
    </message>
    <message>
        <source>The roles the pre-game gave are committed: post SHA-256 {digest} with Day 1 (the deal reveal shows them)</source>
        <translation>Роли, полученные в предыгре, зафиксированы: опубликуйте SHA-256 {digest} вместе с первым днём (раскрытие раздачи их покажет)</translation>
    </message>
    <message>
        <source>{phase} (open: preview)</source>
        <translation>{phase} (открыта: предпросмотр)</translation>
    </message>
    <message>
        <source>Override…</source>
        <translation>Изменить исход…</translation>
    </message>
    <message>
        <source>Fix this random draw to another outcome; later phases re-resolve</source>
        <translation>Задать этому жребию другой исход; следующие фазы разрешатся заново</translation>
    </message>
    <message>
        <source>{phase}: {name} overridden to {value}</source>
        <translation>{phase}: исход {name} изменён на {value}</translation>
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
    <message>
        <source>(unvote)</source>
        <translation>(снятие голоса)</translation>
    </message>
    <message>
        <source>Insert</source>
        <translation>Вставить</translation>
    </message>
    <message>
        <source>A vote posted &lt;b&gt;before&lt;/b&gt; {voter} → {target} in {phase}. It counts from that place in the thread; later votes are read again.</source>
        <translation>Голос, отправленный &lt;b&gt;перед&lt;/b&gt; {voter} → {target} в {phase}. Он учитывается с этого места темы; последующие голоса пересчитываются.</translation>
    </message>
    <message>
        <source>unvote</source>
        <translation>снятие голоса</translation>
    </message>
    <message>
        <source>Choose a voter and a target.</source>
        <translation>Выберите голосующего и цель.</translation>
    </message>
    <message>
        <source>{voter} → {target} inserted before {before}&apos;s vote</source>
        <translation>{voter} → {target} вставлен перед голосом {before}</translation>
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
<context>
    <name>Widgets</name>
    <message>
        <source>extra {part}: expected key=value</source>
        <translation>доп. поле {part}: ожидается ключ=значение</translation>
    </message>
</context>
<context>
    <name>Wizard</name>
    <message>
        <source>yes</source>
        <translation>да</translation>
    </message>
    <message>
        <source>no</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>off</source>
        <translation>выкл.</translation>
    </message>
</context>
<context>
    <name>Wording</name>
    <message>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>{0} and {1}</source>
        <translation>{0} и {1}</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>да</translation>
    </message>
    <message>
        <source>no</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>ничего</translation>
    </message>
    <message>
        <source>replaced entries (a later one counts): {0}</source>
        <translation>заменённые записи (считается более поздняя): {0}</translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <source>--no-lynch names no words</source>
        <translation>у «--no-lynch» нет слов</translation>
    </message>
    <message>
        <source>Actions on {first} go to {plan} instead (one hop)</source>
        <translation>Действия на {first} уходят на {plan} (один переход)</translation>
    </message>
    <message>
        <source>Bodyguard {guard} dies in {target}&apos;s place</source>
        <translation>Телохранитель {guard} погибает вместо {target}</translation>
    </message>
    <message>
        <source>Charge votes received: {counts}</source>
        <translation>Получено голосов зарядки: {counts}</translation>
    </message>
    <message>
        <source>Cop Immune: {cop}&apos;s investigation of {user} reads Not Guilty</source>
        <translation>Иммунитет к копу: проверка {user} игроком {cop} показывает «Не виновен»</translation>
    </message>
    <message>
        <source>Deadline: no lynch (no votes)</source>
        <translation>Дедлайн: никого не казнят (голосов нет)</translation>
    </message>
    <message>
        <source>Deadline: no lynch (tie)</source>
        <translation>Дедлайн: никого не казнят (ничья)</translation>
    </message>
    <message>
        <source>Deadline: nobody (tie rule: {tie})</source>
        <translation>Дедлайн: никто (правило ничьей: {tie})</translation>
    </message>
    <message>
        <source>Deadline: {chosen} (tie rule: {tie})</source>
        <translation>Дедлайн: {chosen} (правило ничьей: {tie})</translation>
    </message>
    <message>
        <source>Desperado {actor} kills {target} (Mafia)</source>
        <translation>Десперадо {actor} убивает {target} (мафия)</translation>
    </message>
    <message>
        <source>Desperado {actor} shot {target} (not Mafia) and dies instead</source>
        <translation>Десперадо {actor} стрелял в {target} (не мафия) и погибает сам</translation>
    </message>
    <message>
        <source>Desperado {actor}&apos;s kill on {target} fails: {target} was protected</source>
        <translation>Убийство {target} десперадо {actor} не удаётся: {target} был под защитой</translation>
    </message>
    <message>
        <source>Direct mode: final roles and shots come from [roles] (no pre-game)</source>
        <translation>Прямой режим: итоговые роли и выстрелы берутся из [roles] (без предыгры)</translation>
    </message>
    <message>
        <source>Every effect has been sent: there is no ability phase</source>
        <translation>Все эффекты уже отправлены: фазы способностей нет</translation>
    </message>
    <message>
        <source>Game over: nobody wins</source>
        <translation>Игра окончена: никто не победил</translation>
    </message>
    <message>
        <source>Game over: {name} wins</source>
        <translation>Игра окончена: победа — {name}</translation>
    </message>
    <message>
        <source>JOAT: all four modifiers used: the cycle starts over from the next night</source>
        <translation>JOAT: все четыре модификатора использованы — цикл начинается заново со следующей ночи</translation>
    </message>
    <message>
        <source>JOAT: {user} died, so {modifier} is free again</source>
        <translation>JOAT: {user} погиб, модификатор {modifier} снова свободен</translation>
    </message>
    <message>
        <source>JOAT: {user} uses {modifier}: 1 mafia shot ({left} left)</source>
        <translation>JOAT: {user} применяет {modifier}: 1 выстрел мафии (осталось {left})</translation>
    </message>
    <message>
        <source>JOAT: {user}&apos;s {modifier} is unfunded (Mafia pool empty): not applied</source>
        <translation>JOAT: модификатору {modifier} игрока {user} не хватило выстрелов (пул мафии пуст): не применяется</translation>
    </message>
    <message>
        <source>Mafia: {mafia}; everyone else is Town</source>
        <translation>Мафия: {mafia}; все остальные — город</translation>
    </message>
    <message>
        <source>Moderator modkilled {name} ({role}, {alignment})</source>
        <translation>Ведущий выводит {name} модкиллом ({role}, {alignment})</translation>
    </message>
    <message>
        <source>Moderator&apos;s choice {draw}: {value} (chosen by the moderator; can be changed)</source>
        <translation>Выбор ведущего {draw}: {value} (выбрано ведущим; можно изменить)</translation>
    </message>
    <message>
        <source>Moderator&apos;s choice {draw}: {value} (the rule&apos;s default; can be changed)</source>
        <translation>Выбор ведущего {draw}: {value} (по умолчанию правил; можно изменить)</translation>
    </message>
    <message>
        <source>Mystic {actor} counts {count} other night action(s)</source>
        <translation>Мистик {actor} насчитывает других ночных действий: {count}</translation>
    </message>
    <message>
        <source>Night 0 peek: {name} learns that {seen} is town</source>
        <translation>Подсмотр в ночь 0: {name} узнаёт, что {seen} — мирный</translation>
    </message>
    <message>
        <source>Ninja: {user}&apos;s {ability} is hidden from {observer}</source>
        <translation>Ниндзя: {ability} игрока {user} скрыто от {observer}</translation>
    </message>
    <message>
        <source>No factional kill: the mandatory kill on {target} is carried out by {performer}</source>
        <translation>Убийство фракции не заказано: обязательное убийство {target} выполняет {performer}</translation>
    </message>
    <message>
        <source>No night kill was ordered</source>
        <translation>Ночное убийство не заказано</translation>
    </message>
    <message>
        <source>No pre-game: nobody requested a PR, everyone stays vanilla</source>
        <translation>Предыгры нет: никто не запросил активную роль, все остаются ванильными</translation>
    </message>
    <message>
        <source>Random draw {draw}: {value} (fixed by the moderator; can be overridden)</source>
        <translation>Жребий {draw}: {value} (задан ведущим; можно изменить)</translation>
    </message>
    <message>
        <source>Random draw {draw}: {value} (seeded random draw; can be overridden)</source>
        <translation>Жребий {draw}: {value} (случайный, от зерна; можно изменить)</translation>
    </message>
    <message>
        <source>Redirects of {first} disagree ({seconds}): all are void</source>
        <translation>Перенаправления {first} расходятся ({seconds}): все недействительны</translation>
    </message>
    <message>
        <source>Rolls [{rolls}] ({rule}): Town PRs {town_roles}, Town pool {town_pool}; Mafia {mafia_roles}, Mafia pool {mafia_pool}</source>
        <translation>Броски [{rolls}] ({rule}): активные роли города {town_roles}, пул города {town_pool}; мафия {mafia_roles}, пул мафии {mafia_pool}</translation>
    </message>
    <message>
        <source>Shot changes: {side} pool {delta:+d} (now {pool})</source>
        <translation>Изменения выстрелов: пул {side} {delta:+d} (теперь {pool})</translation>
    </message>
    <message>
        <source>Step 15: the Barmaid cannot kill Thomas Shelby; spent</source>
        <translation>Шаг 15: Барменша не может убить Томаса Шелби; способность потрачена</translation>
    </message>
    <message>
        <source>Step 16: no mafkill this turn</source>
        <translation>Шаг 16: в этот ход мафия не убивает</translation>
    </message>
    <message>
        <source>Strongman: {user}&apos;s kill overcomes {giver}&apos;s protection of {target}</source>
        <translation>Силач: убийство {user} преодолевает защиту {target} от {giver}</translation>
    </message>
    <message>
        <source>Strongman: {user}&apos;s {ability} overcomes {blocker}&apos;s block</source>
        <translation>Силач: {ability} игрока {user} преодолевает блок от {blocker}</translation>
    </message>
    <message>
        <source>The modkill decides the game: the phase&apos;s later entries are not read</source>
        <translation>Модкилл решает игру: дальнейшие записи фазы не читаются</translation>
    </message>
    <message>
        <source>The {cause}</source>
        <translation>{cause}</translation>
    </message>
    <message>
        <source>[config] roles: {roles} roles for {players} players</source>
        <translation>[config] roles: ролей {roles}, а игроков {players}</translation>
    </message>
    <message>
        <source>[config] {key}: {setup_id} has no such option</source>
        <translation>[config] {key}: в сетапе {setup_id} нет такой настройки</translation>
    </message>
    <message>
        <source>[roles] and [config] roles: give one of them, not both</source>
        <translation>[roles] и [config] roles: укажите что-то одно, не оба</translation>
    </message>
    <message>
        <source>[roles] gives {count} Mafia; charge-me-up has exactly {need}</source>
        <translation>[roles] даёт мафиози: {count}; в charge-me-up их ровно {need}</translation>
    </message>
    <message>
        <source>[roles] must deal exactly the setup&apos;s roles ({want})</source>
        <translation>[roles] должна раздавать ровно роли сетапа ({want})</translation>
    </message>
    <message>
        <source>[roles] must name every player; missing: {missing}</source>
        <translation>[roles] должна называть каждого игрока; не хватает: {missing}</translation>
    </message>
    <message>
        <source>[roles] {name}: a power role needs &apos;shots&apos;, a whole number &gt;= 0</source>
        <translation>[roles] {name}: активной роли нужно «shots» — целое число &gt;= 0</translation>
    </message>
    <message>
        <source>[roles] {name}: a {role} cannot be {alignment}-aligned</source>
        <translation>[roles] {name}: роль «{role}» не может быть на стороне {alignment}</translation>
    </message>
    <message>
        <source>[roles] {name}: expected a role id or {{ role, alignment?, shots?, modifiers? }}</source>
        <translation>[roles] {name}: ожидался id роли или {{ role, alignment?, shots?, modifiers? }}</translation>
    </message>
    <message>
        <source>[roles] {name}: modifiers must be a list</source>
        <translation>[roles] {name}: modifiers — это список</translation>
    </message>
    <message>
        <source>[roles] {name}: modifiers need a role with an action (or a mafioso)</source>
        <translation>[roles] {name}: модификаторам нужна роль с действием (или мафиози)</translation>
    </message>
    <message>
        <source>[roles] {name}: not a player</source>
        <translation>[roles] {name}: такого игрока нет</translation>
    </message>
    <message>
        <source>[roles] {name}: shots for a {role}, which has no ability</source>
        <translation>[roles] {name}: выстрелы для роли «{role}», у которой нет способности</translation>
    </message>
    <message>
        <source>[roles] {name}: shots must be a whole number</source>
        <translation>[roles] {name}: shots — целое число</translation>
    </message>
    <message>
        <source>[roles] {name}: unknown key {unknown}</source>
        <translation>[roles] {name}: неизвестный ключ {unknown}</translation>
    </message>
    <message>
        <source>[roles] {name}: unknown modifier {mod!r}</source>
        <translation>[roles] {name}: неизвестный модификатор {mod!r}</translation>
    </message>
    <message>
        <source>[roles] {name}: unknown role {role!r}</source>
        <translation>[roles] {name}: неизвестная роль {role!r}</translation>
    </message>
    <message>
        <source>[roles] {name}: with a pre-game only &quot;vanilla-townie&quot; or &quot;mafia-goon&quot; may be given (final roles come from the pre-game)</source>
        <translation>[roles] {name}: при предыгре можно указать только «vanilla-townie» или «mafia-goon» (итоговые роли даёт предыгра)</translation>
    </message>
    <message>
        <source>[roles]: unknown role {role!r} for {setup_id}</source>
        <translation>[roles]: в сетапе {setup_id} нет роли {role!r}</translation>
    </message>
    <message>
        <source>[rolls]: each roll of [rolls.town] needs a role and its shots, each Town pool of [rolls.mafia] the Mafia roles and pool</source>
        <translation>[rolls]: каждому броску в [rolls.town] нужны роль и её выстрелы, каждому пулу города в [rolls.mafia] — роли мафии и её пул</translation>
    </message>
    <message>
        <source>a boolean</source>
        <translation>логическое значение</translation>
    </message>
    <message>
        <source>a game of {count} player cannot be dealt: {error}</source>
        <translation>не удаётся раздать роли на игру (игроков: {count}): {error}</translation>
    </message>
    <message>
        <source>a game of {count} players cannot be dealt: {error}</source>
        <translation>не удаётся раздать роли на игру (игроков: {count}): {error}</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>список</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>число</translation>
    </message>
    <message>
        <source>a player cannot vote for themselves here</source>
        <translation>здесь нельзя голосовать за себя</translation>
    </message>
    <message>
        <source>a player name is blank</source>
        <translation>пустое имя игрока</translation>
    </message>
    <message>
        <source>a setup holds data only, never Python code</source>
        <translation>в сетапе только данные, код на Python в нём не допускается</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>строка</translation>
    </message>
    <message>
        <source>a table</source>
        <translation>таблица</translation>
    </message>
    <message>
        <source>a {rid} cannot be {team} (allowed: {allowed})</source>
        <translation>роль {rid} не может быть в команде {team} (можно: {allowed})</translation>
    </message>
    <message>
        <source>a {rid} has no night action to count shots of</source>
        <translation>у роли {rid} нет ночного действия, выстрелы считать не у чего</translation>
    </message>
    <message>
        <source>a {rid} has no night action: modifiers go on a role with one, or a mafioso</source>
        <translation>у роли {rid} нет ночного действия: модификаторы даются роли с ночным действием или мафиози</translation>
    </message>
    <message>
        <source>ability</source>
        <translation>за способность</translation>
    </message>
    <message>
        <source>an integer</source>
        <translation>целое число</translation>
    </message>
    <message>
        <source>bad-pin: phase {phase}: rng pin {name} = {value!r} could never be drawn (legal: {legal})</source>
        <translation>bad-pin: фаза {phase}: закреплённый жребий {name} = {value!r} не может выпасть (возможно: {legal})</translation>
    </message>
    <message>
        <source>bad-pin: phase {phase}: rng pin {name} = {value!r} is not a legal outcome (its draw did not happen, and no draw could give it)</source>
        <translation>bad-pin: фаза {phase}: закреплённый жребий {name} = {value!r} невозможен (такого жребия не было, и никакой жребий не дал бы этого)</translation>
    </message>
    <message>
        <source>bad-pin: phase {phase}: rng pin {name} = {value!r} is not a legal outcome ({legal})</source>
        <translation>bad-pin: фаза {phase}: закреплённый жребий {name} = {value!r} невозможен ({legal})</translation>
    </message>
    <message>
        <source>bad-pin: phase {phase}: {setup_id} has no draw {name!r}</source>
        <translation>bad-pin: фаза {phase}: в сетапе {setup_id} нет жребия {name!r}</translation>
    </message>
    <message>
        <source>bad-time: [config] deadline: expected &quot;HH:MM&quot;, found {value}</source>
        <translation>bad-time: [config] deadline: ожидается &quot;ЧЧ:ММ&quot;, найдено {value}</translation>
    </message>
    <message>
        <source>bodyguard</source>
        <translation>телохранитель</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>отменено</translation>
    </message>
    <message>
        <source>doctor</source>
        <translation>доктор</translation>
    </message>
    <message>
        <source>elimination</source>
        <translation>на выбывание</translation>
    </message>
    <message>
        <source>entry #{seq}</source>
        <translation>запись №{seq}</translation>
    </message>
    <message>
        <source>expected [[deal.variants]] tables, found {kind}</source>
        <translation>ожидались таблицы [[deal.variants]], а указано: {kind}</translation>
    </message>
    <message>
        <source>expected a colour such as &apos;#2e7d32&apos;, found {color!r}</source>
        <translation>ожидался цвет вида &apos;#2e7d32&apos;, а указано {color!r}</translation>
    </message>
    <message>
        <source>expected a count (0 or more), found {count}</source>
        <translation>ожидалось количество (0 или больше), а указано {count}</translation>
    </message>
    <message>
        <source>expected a language code such as &apos;en&apos; or &apos;ru&apos;, found {language!r}</source>
        <translation>ожидался код языка вида &apos;en&apos; или &apos;ru&apos;, а указано {language!r}</translation>
    </message>
    <message>
        <source>expected a list of faction ids, found {value}</source>
        <translation>ожидался список id фракций, а указано {value}</translation>
    </message>
    <message>
        <source>expected a list of ids</source>
        <translation>ожидался список id</translation>
    </message>
    <message>
        <source>expected a list of modifier ids, found {mods}</source>
        <translation>ожидался список id модификаторов, а указано {mods}</translation>
    </message>
    <message>
        <source>expected a list of role ids, found {value}</source>
        <translation>ожидался список id ролей, а указано {value}</translation>
    </message>
    <message>
        <source>expected a list of words</source>
        <translation>ожидался список слов</translation>
    </message>
    <message>
        <source>expected a non-empty list, found {choices}</source>
        <translation>ожидался непустой список, а указано {choices}</translation>
    </message>
    <message>
        <source>expected a number of targets (0 or more) or a list of them, found {value!r}</source>
        <translation>ожидалось число целей (0 или больше) или их список, найдено {value!r}</translation>
    </message>
    <message>
        <source>expected a string, found {kind} {value}</source>
        <translation>ожидалась строка, а указано: {kind} {value}</translation>
    </message>
    <message>
        <source>expected a table</source>
        <translation>ожидалась таблица</translation>
    </message>
    <message>
        <source>expected a table of field = &quot;its label&quot;</source>
        <translation>ожидается таблица вида поле = &quot;его подпись&quot;</translation>
    </message>
    <message>
        <source>expected a table of role id = count, found {kind}</source>
        <translation>ожидалась таблица вида id роли = количество, а указано: {kind}</translation>
    </message>
    <message>
        <source>expected a table of {reasons} = &quot;the setup&apos;s id&quot;</source>
        <translation>ожидалась таблица {reasons} = &quot;id сетапа&quot;</translation>
    </message>
    <message>
        <source>expected a table, found {kind}</source>
        <translation>ожидалась таблица, а указано: {kind}</translation>
    </message>
    <message>
        <source>expected a whole number (0 or more), found {value!r}</source>
        <translation>ожидалось целое число (0 или больше), а указано {value!r}</translation>
    </message>
    <message>
        <source>expected a whole number (0 or more), found {shots}</source>
        <translation>ожидалось целое число (0 или больше), а указано {shots}</translation>
    </message>
    <message>
        <source>[config] {key} = {value}: {problem}</source>
        <translation>[config] {key} = {value}: {problem}</translation>
    </message>
    <message>
        <source>expected a day number (1 or more), or 0 / false / &quot;off&quot;</source>
        <translation>ожидается номер дня (1 или больше) либо 0 / false / &quot;off&quot;</translation>
    </message>
    <message>
        <source>expected a day number from {min} to {max}, or 0 / false / &quot;off&quot;</source>
        <translation>ожидается номер дня от {min} до {max} либо 0 / false / &quot;off&quot;</translation>
    </message>
    <message>
        <source>expected a day number of at least {min}, or 0 / false / &quot;off&quot;</source>
        <translation>ожидается номер дня не меньше {min} либо 0 / false / &quot;off&quot;</translation>
    </message>
    <message>
        <source>expected a number</source>
        <translation>ожидается число</translation>
    </message>
    <message>
        <source>expected a table (default, label, help, …)</source>
        <translation>ожидается таблица (default, label, help, …)</translation>
    </message>
    <message>
        <source>expected a table of role id = count (or &quot;cop=1, doctor=1&quot;)</source>
        <translation>ожидается таблица «id роли = количество» (или &quot;cop=1, doctor=1&quot;)</translation>
    </message>
    <message>
        <source>expected a whole number</source>
        <translation>ожидается целое число</translation>
    </message>
    <message>
        <source>expected a whole number from {min} to {max}</source>
        <translation>ожидается целое число от {min} до {max}</translation>
    </message>
    <message>
        <source>expected a whole number of at least {min}</source>
        <translation>ожидается целое число не меньше {min}</translation>
    </message>
    <message>
        <source>expected a whole number of at most {max}</source>
        <translation>ожидается целое число не больше {max}</translation>
    </message>
    <message>
        <source>expected a whole number, found {value}</source>
        <translation>ожидается целое число, а указано {value}</translation>
    </message>
    <message>
        <source>expected a word such as &quot;shots&quot;</source>
        <translation>ожидалось слово, например «shots»</translation>
    </message>
    <message>
        <source>expected an integer, found {kind} {value}</source>
        <translation>ожидалось целое число, а указано: {kind} {value}</translation>
    </message>
    <message>
        <source>expected kind = &quot;player&quot; and only the keys {keys}</source>
        <translation>ожидалось kind = &quot;player&quot; и только ключи {keys}</translation>
    </message>
    <message>
        <source>expected living and required to be true or false</source>
        <translation>ожидалось, что living и required — true или false</translation>
    </message>
    <message>
        <source>expected one of {choices}</source>
        <translation>ожидается одно из значений: {choices}</translation>
    </message>
    <message>
        <source>expected one of {kinds} or a list of them, found {phases!r}</source>
        <translation>ожидалось одно из: {kinds} — или их список, найдено {phases!r}</translation>
    </message>
    <message>
        <source>expected one of {slots} or a list of them</source>
        <translation>ожидалось одно из: {slots} — или их список</translation>
    </message>
    <message>
        <source>expected text in quotes</source>
        <translation>ожидается текст в кавычках</translation>
    </message>
    <message>
        <source>expected the field&apos;s label</source>
        <translation>ожидалась подпись поля</translation>
    </message>
    <message>
        <source>expected true or false</source>
        <translation>ожидается true или false</translation>
    </message>
    <message>
        <source>expected true or false, found {own!r}</source>
        <translation>ожидалось true или false, найдено {own!r}</translation>
    </message>
    <message>
        <source>expected true or false, found {value}</source>
        <translation>ожидалось true или false, а указано {value}</translation>
    </message>
    <message>
        <source>a scripted game stops in phase {phase}: {error}</source>
        <translation>пробная игра останавливается в фазе {phase}: {error}</translation>
    </message>
    <message>
        <source>includes {wanted!r}, a template that does not exist</source>
        <translation>включает {wanted!r}, а такого шаблона нет</translation>
    </message>
    <message>
        <source>fails to render: {error}</source>
        <translation>не удаётся отрисовать: {error}</translation>
    </message>
    <message>
        <source>Device or resource busy</source>
        <translation>Устройство или ресурс заняты</translation>
    </message>
    <message>
        <source>Disk quota exceeded</source>
        <translation>Превышена дисковая квота</translation>
    </message>
    <message>
        <source>File exists</source>
        <translation>Файл уже существует</translation>
    </message>
    <message>
        <source>File name too long</source>
        <translation>Слишком длинное имя файла</translation>
    </message>
    <message>
        <source>File too large</source>
        <translation>Файл слишком велик</translation>
    </message>
    <message>
        <source>Input/output error</source>
        <translation>Ошибка ввода-вывода</translation>
    </message>
    <message>
        <source>Is a directory</source>
        <translation>Это папка</translation>
    </message>
    <message>
        <source>No space left on device</source>
        <translation>На диске не осталось места</translation>
    </message>
    <message>
        <source>No such device or address</source>
        <translation>Нет такого устройства или адреса</translation>
    </message>
    <message>
        <source>No such file or directory</source>
        <translation>Нет такого файла или папки</translation>
    </message>
    <message>
        <source>Not a directory</source>
        <translation>Это не папка</translation>
    </message>
    <message>
        <source>Operation not permitted</source>
        <translation>Операция не разрешена</translation>
    </message>
    <message>
        <source>Permission denied</source>
        <translation>Доступ запрещён</translation>
    </message>
    <message>
        <source>Read-only file system</source>
        <translation>Файловая система только для чтения</translation>
    </message>
    <message>
        <source>Text file busy</source>
        <translation>Файл занят</translation>
    </message>
    <message>
        <source>Too many levels of symbolic links</source>
        <translation>Слишком много уровней символьных ссылок</translation>
    </message>
    <message>
        <source>Too many open files</source>
        <translation>Слишком много открытых файлов</translation>
    </message>
    <message>
        <source>[config] {key} = {count}: there must be fewer than the {players} players</source>
        <translation>[config] {key} = {count}: должно быть меньше, чем игроков ({players})</translation>
    </message>
    <message>
        <source>[deal] scaled: expected a table of role, per, min and config, found {value}</source>
        <translation>[deal] scaled: ожидалась таблица с role, per, min и config, а здесь {value}</translation>
    </message>
    <message>
        <source>[effects.{effect}]: expected a table of name and text, found {value}</source>
        <translation>[effects.{effect}]: ожидалась таблица с name и text, а здесь {value}</translation>
    </message>
    <message>
        <source>another program has locked the file</source>
        <translation>файл заблокирован другой программой</translation>
    </message>
    <message>
        <source>Moderator: {name} replaced a banned player; the ban is lifted</source>
        <translation>Ведущий: {name} заменил(а) игрока с запретом АС; запрет снят</translation>
    </message>
    <message>
        <source>Deadline: {chosen} has the most votes</source>
        <translation>Дедлайн: больше всех голосов у {chosen}</translation>
    </message>
    <message>
        <source>Deadline: {player} wins the tie (tie rule: {tie})</source>
        <translation>Дедлайн: при ничьей выбран {player} (правило ничьей: {tie})</translation>
    </message>
    <message>
        <source>[deal] scaled: {field} must be a whole number, {least} or more, found {value}</source>
        <translation>[deal] scaled: {field} должно быть целым числом не меньше {least}, найдено {value}</translation>
    </message>
    <message>
        <source>[roles.{role}] aliases: expected a list of spellings, found {value}</source>
        <translation>[roles.{role}] aliases: ожидался список написаний, найдено {value}</translation>
    </message>
    <message>
        <source>[roles.{role}] rank: expected a whole number, found {value}</source>
        <translation>[roles.{role}] rank: ожидалось целое число, найдено {value}</translation>
    </message>
    <message>
        <source>[rolls.mafia]: no row for a Town pool of {pool}, which the rolls {rolls} give</source>
        <translation>[rolls.mafia]: нет строки для пула города {pool}, который дают броски {rolls}</translation>
    </message>
    <message>
        <source>[rolls.town]: no row for the roll {roll} (rolls are 1 to 10)</source>
        <translation>[rolls.town]: нет строки для броска {roll} (броски — от 1 до 10)</translation>
    </message>
    <message>
        <source>expected a table of texts by choice</source>
        <translation>ожидалась таблица текстов по вариантам</translation>
    </message>
    <message>
        <source>expected a text</source>
        <translation>ожидался текст</translation>
    </message>
    <message>
        <source>folder name {name!r}: a setup id is lower-case words joined by &apos;-&apos;</source>
        <translation>имя папки {name!r}: id сетапа — слова из строчных букв через &apos;-&apos;</translation>
    </message>
    <message>
        <source>game record</source>
        <translation>запись об игре</translation>
    </message>
    <message>
        <source>game record: {key!r} is damaged</source>
        <translation>запись об игре: поле {key!r} повреждено</translation>
    </message>
    <message>
        <source>ids are lower-case words joined by &apos;-&apos; or &apos;_&apos;</source>
        <translation>id — слова из строчных букв через &apos;-&apos; или &apos;_&apos;</translation>
    </message>
    <message>
        <source>it would change the committed deal</source>
        <translation>это изменило бы опубликованную раздачу</translation>
    </message>
    <message>
        <source>jail</source>
        <translation>тюрьма</translation>
    </message>
    <message>
        <source>known: {ids}</source>
        <translation>известны: {ids}</translation>
    </message>
    <message>
        <source>missing (a string)</source>
        <translation>не указано (нужна строка)</translation>
    </message>
    <message>
        <source>missing (an integer)</source>
        <translation>не указано (нужно целое число)</translation>
    </message>
    <message>
        <source>missing (every option needs a default)</source>
        <translation>не указано (у каждого параметра должно быть значение по умолчанию)</translation>
    </message>
    <message>
        <source>missing (every setup folder has a setup.toml)</source>
        <translation>нет файла (в каждой папке сетапа должен быть setup.toml)</translation>
    </message>
    <message>
        <source>missing table</source>
        <translation>нет таблицы</translation>
    </message>
    <message>
        <source>missing: the rules of this setup need this ability</source>
        <translation>отсутствует: правилам этого сетапа нужна эта способность</translation>
    </message>
    <message>
        <source>must be at least 1, found {low}</source>
        <translation>должно быть не меньше 1, а указано {low}</translation>
    </message>
    <message>
        <source>must be one number (the rules of this setup read one), found {value}</source>
        <translation>должно быть одно число (правила этого сетапа читают одно), найдено {value}</translation>
    </message>
    <message>
        <source>must be {count} (the number of targets the rules of this setup read from an entry), found {value}</source>
        <translation>должно быть {count} (столько целей правила этого сетапа читают из заявки), найдено {value}</translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation>не может быть пустым</translation>
    </message>
    <message>
        <source>no PR</source>
        <translation>без активной роли</translation>
    </message>
    <message>
        <source>no role library {name!r}</source>
        <translation>нет библиотеки ролей {name!r}</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>никто</translation>
    </message>
    <message>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>not UTF-8 text</source>
        <translation>не текст в UTF-8</translation>
    </message>
    <message>
        <source>not a folder</source>
        <translation>не папка</translation>
    </message>
    <message>
        <source>not a template (templates are *.bbcode files)</source>
        <translation>не шаблон (шаблоны — это файлы *.bbcode)</translation>
    </message>
    <message>
        <source>not valid TOML: {error}</source>
        <translation>некорректный TOML: {error}</translation>
    </message>
    <message>
        <source>nothing to redo</source>
        <translation>нечего повторять</translation>
    </message>
    <message>
        <source>nothing to undo</source>
        <translation>нечего отменять</translation>
    </message>
    <message>
        <source>peaky-blinders: [abilities.{ability}] step: expected a step 1–18</source>
        <translation>peaky-blinders: [abilities.{ability}] step: ожидался шаг от 1 до 18</translation>
    </message>
    <message>
        <source>phase {phase} (rng pins: {pins}): </source>
        <translation>фаза {phase} (закреплённые жребии: {pins}): </translation>
    </message>
    <message>
        <source>phase {phase} has not been played yet</source>
        <translation>фаза {phase} ещё не сыграна</translation>
    </message>
    <message>
        <source>phase {phase}, action #{number} ({ability}): unknown key(s) {what}; use {slots}</source>
        <translation>фаза {phase}, действие №{number} ({ability}): неизвестные ключи {what}; используйте {slots}</translation>
    </message>
    <message>
        <source>phase {phase}, action #{number} ({ability}): {slot} must be one player&apos;s name</source>
        <translation>фаза {phase}, действие №{number} ({ability}): {slot} должно быть именем одного игрока</translation>
    </message>
    <message>
        <source>phase {phase}: </source>
        <translation>фаза {phase}: </translation>
    </message>
    <message>
        <source>phase {phase}: a day takes no actions</source>
        <translation>фаза {phase}: днём действий нет</translation>
    </message>
    <message>
        <source>phase {phase}: a night takes no votes</source>
        <translation>фаза {phase}: ночью не голосуют</translation>
    </message>
    <message>
        <source>phase {phase}: entry #{n} of {actor} has neither ability nor joat</source>
        <translation>фаза {phase}: в записи №{n} игрока {actor} нет ни способности, ни joat</translation>
    </message>
    <message>
        <source>phase {phase}: entry #{n}: joat {joat!r} is not one of {modifiers}</source>
        <translation>фаза {phase}: запись №{n}: joat {joat!r} — не из {modifiers}</translation>
    </message>
    <message>
        <source>phase {phase}: replace {old!r} needs a &apos;by&apos; name</source>
        <translation>фаза {phase}: для замены {old!r} нужно имя в «by»</translation>
    </message>
    <message>
        <source>phase {phase}: with start = {start!r} the first phase is {want}</source>
        <translation>фаза {phase}: при start = {start!r} первая фаза — {want}</translation>
    </message>
    <message>
        <source>phase {phase}: {key!r} belongs to the pregame phase only</source>
        <translation>фаза {phase}: {key!r} относится только к предыгре</translation>
    </message>
    <message>
        <source>phase {pid!r} (phase #{position}) is out of order: expected {expected!r}</source>
        <translation>фаза {pid!r} (фаза №{position}) не по порядку: ожидалась {expected!r}</translation>
    </message>
    <message>
        <source>post {number} is in {first} and in {second} with different text (edited between the two saves?); give each post once, from one save</source>
        <translation>сообщение {number} есть и в {first}, и в {second}, но с разным текстом (его правили между сохранениями?); дайте каждое сообщение один раз, из одного сохранения</translation>
    </message>
    <message>
        <source>pregame: &apos;rolls&apos; must be a list of whole numbers from 1 to 10</source>
        <translation>предыгра: «rolls» — список целых чисел от 1 до 10</translation>
    </message>
    <message>
        <source>pregame: give the rolls either as &apos;rolls&apos; or as an rng pin, not both</source>
        <translation>предыгра: укажите броски либо в «rolls», либо закреплённым жребием, не обоими способами</translation>
    </message>
    <message>
        <source>pregame: rolls: {problem}</source>
        <translation>предыгра: rolls: {problem}</translation>
    </message>
    <message>
        <source>roles: at most one {role} per game</source>
        <translation>roles: роль «{role}» — не больше одной на игру</translation>
    </message>
    <message>
        <source>roles: the open setup needs [roles] naming every player or [config] roles</source>
        <translation>roles: открытому сетапу нужна таблица [roles] с каждым игроком или [config] roles</translation>
    </message>
    <message>
        <source>seed {seed!r}: expected a whole number from 0 to 2**63 - 1</source>
        <translation>зерно {seed!r}: ожидалось целое число от 0 до 2**63 - 1</translation>
    </message>
    <message>
        <source>setup {setup_id}: [config.{key}] default = {value}: {problem}</source>
        <translation>сетап {setup_id}: [config.{key}] default = {value}: {problem}</translation>
    </message>
    <message>
        <source>that choice is not offered</source>
        <translation>такой вариант не предлагается</translation>
    </message>
    <message>
        <source>that random outcome is not possible here</source>
        <translation>такой исход жребия здесь невозможен</translation>
    </message>
    <message>
        <source>that target is not allowed</source>
        <translation>эта цель недопустима</translation>
    </message>
    <message>
        <source>the ability cannot target a player of that alignment</source>
        <translation>эта способность не может быть направлена на игрока этой стороны</translation>
    </message>
    <message>
        <source>the built-in template {name} fails to render for this setup: {error}</source>
        <translation>встроенный шаблон {name} не отрисовывается для этого сетапа: {error}</translation>
    </message>
    <message>
        <source>the deal has {seats} roles for {players} players</source>
        <translation>в раздаче {seats} ролей на {players} игроков</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>диск заполнен</translation>
    </message>
    <message>
        <source>the file can no longer be written (read-only or no permission)</source>
        <translation>в файл больше нельзя писать (только для чтения или нет прав)</translation>
    </message>
    <message>
        <source>the file cannot be written ({error})</source>
        <translation>в файл нельзя записать ({error})</translation>
    </message>
    <message>
        <source>the file is damaged</source>
        <translation>файл повреждён</translation>
    </message>
    <message>
        <source>the file or its folder is gone or cannot be reached</source>
        <translation>файла или его папки нет, или к ним нет доступа</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>игра окончена</translation>
    </message>
    <message>
        <source>the game record is damaged</source>
        <translation>запись об игре повреждена</translation>
    </message>
    <message>
        <source>the game record is not a table</source>
        <translation>запись об игре — не таблица</translation>
    </message>
    <message>
        <source>the mafkill&apos;s executor cannot be its target</source>
        <translation>исполнитель убийства мафии не может быть его целью</translation>
    </message>
    <message>
        <source>the name {new!r} is blank or already in use</source>
        <translation>имя {new!r} пустое или уже занято</translation>
    </message>
    <message>
        <source>the phase has already ended</source>
        <translation>фаза уже закончилась</translation>
    </message>
    <message>
        <source>the player cannot target themselves</source>
        <translation>игрок не может выбрать целью себя</translation>
    </message>
    <message>
        <source>the player has no shots left</source>
        <translation>у игрока не осталось выстрелов</translation>
    </message>
    <message>
        <source>the player is dead</source>
        <translation>игрок мёртв</translation>
    </message>
    <message>
        <source>the player&apos;s role has no such ability</source>
        <translation>у роли игрока нет такой способности</translation>
    </message>
    <message>
        <source>the rules cannot play this entry</source>
        <translation>правила не могут учесть эту запись</translation>
    </message>
    <message>
        <source>the rules need {key}, which the setup does not give</source>
        <translation>правилам нужен {key}, а в сетапе его нет</translation>
    </message>
    <message>
        <source>the ruleset refuses this setup: {error}</source>
        <translation>набор правил не принимает этот сетап: {error}</translation>
    </message>
    <message>
        <source>the setup defines none</source>
        <translation>в сетапе таких нет</translation>
    </message>
    <message>
        <source>the target is dead</source>
        <translation>цель мертва</translation>
    </message>
    <message>
        <source>there is no refused entry #{seq}</source>
        <translation>отклонённой записи №{seq} нет</translation>
    </message>
    <message>
        <source>there is no vote #{before} to insert before</source>
        <translation>голоса №{before} нет — не перед чем вставлять</translation>
    </message>
    <message>
        <source>there is no vote in this phase</source>
        <translation>в этой фазе нет голосования</translation>
    </message>
    <message>
        <source>there is no vote or action #{seq} to withdraw</source>
        <translation>нет голоса или действия №{seq}, которое можно отозвать</translation>
    </message>
    <message>
        <source>this game has no file yet: save it first</source>
        <translation>у этой игры ещё нет файла: сначала сохраните её</translation>
    </message>
    <message>
        <source>this override changes the deal committed as SHA-256 {digest}; the deal cannot change silently — use a public re-deal (a new commitment to announce)</source>
        <translation>это изменение меняет раздачу, опубликованную как SHA-256 {digest}; раздачу нельзя менять втихую — сделайте публичную пересдачу (с новым хешем для объявления)</translation>
    </message>
    <message>
        <source>this phase is skipped</source>
        <translation>эта фаза пропускается</translation>
    </message>
    <message>
        <source>this setup has no vote named {vote!r}</source>
        <translation>в этом сетапе нет голосования {vote!r}</translation>
    </message>
    <message>
        <source>unknown ability {ability!r}</source>
        <translation>неизвестная способность {ability!r}</translation>
    </message>
    <message>
        <source>unknown ability {item!r} ({known})</source>
        <translation>неизвестная способность {item!r} ({known})</translation>
    </message>
    <message>
        <source>unknown choice {item!r} ({known})</source>
        <translation>неизвестный вариант {item!r} ({known})</translation>
    </message>
    <message>
        <source>unknown config option {item!r} ({known})</source>
        <translation>неизвестный параметр настроек {item!r} ({known})</translation>
    </message>
    <message>
        <source>unknown faction {item!r} ({known})</source>
        <translation>неизвестная фракция {item!r} ({known})</translation>
    </message>
    <message>
        <source>unknown key {keys} (known: {known})</source>
        <translation>неизвестный ключ {keys} (известны: {known})</translation>
    </message>
    <message>
        <source>unknown modifier {item!r} ({known})</source>
        <translation>неизвестный модификатор {item!r} ({known})</translation>
    </message>
    <message>
        <source>unknown phase id {pid!r} (phase #{position}): expected {expected!r}</source>
        <translation>неизвестная фаза {pid!r} (фаза №{position}): ожидалась {expected!r}</translation>
    </message>
    <message>
        <source>unknown role ({known})</source>
        <translation>неизвестная роль ({known})</translation>
    </message>
    <message>
        <source>unknown role {item!r} ({known})</source>
        <translation>неизвестная роль {item!r} ({known})</translation>
    </message>
    <message>
        <source>unknown role {item} ({known})</source>
        <translation>неизвестная роль {item} ({known})</translation>
    </message>
    <message>
        <source>vote #{before} is in {phase}, not {open_phase}</source>
        <translation>голос №{before} — в фазе {phase}, а не {open_phase}</translation>
    </message>
    <message>
        <source>vote #{before} is not a {vote} vote</source>
        <translation>голос №{before} — не из голосования {vote}</translation>
    </message>
    <message>
        <source>wrong player count: {setup_id} needs {count} players, the script has {given}</source>
        <translation>неверное число игроков: сетапу {setup_id} нужно игроков: {count}, а в сценарии их {given}</translation>
    </message>
    <message>
        <source>{actor} bus drives {a} and {b}: actions on one now land on the other</source>
        <translation>{actor} меняет местами {a} и {b} (бас-драйвер): действия на одного попадают на другого</translation>
    </message>
    <message>
        <source>{actor} commutes: immune to every action tonight</source>
        <translation>{actor} уезжает: этой ночью на него не действует ничто</translation>
    </message>
    <message>
        <source>{actor} recharges {target} ({shots} shots now)</source>
        <translation>{actor} перезаряжает {target} (теперь выстрелов: {shots})</translation>
    </message>
    <message>
        <source>{actor} recharges {target}, who has no PR: the shot is lost</source>
        <translation>{actor} перезаряжает {target}, но у него/неё нет активной роли: заряд пропадает</translation>
    </message>
    <message>
        <source>{actor} redirects {player}&apos;s {ability} to {target}</source>
        <translation>{actor} перенаправляет действие {ability} игрока {player} на {target}</translation>
    </message>
    <message>
        <source>{actor} redirects {player}, who has nothing to redirect</source>
        <translation>{actor} перенаправляет {player}, но перенаправлять нечего</translation>
    </message>
    <message>
        <source>{actor} spends a shot on {ability} ({left} left)</source>
        <translation>{actor} тратит выстрел на {ability} (осталось {left})</translation>
    </message>
    <message>
        <source>{actor} visits {target}, who cannot be blocked</source>
        <translation>{actor} посещает {target}, которого нельзя заблокировать</translation>
    </message>
    <message>
        <source>{actor}&apos;s bus drive names the driver: no effect</source>
        <translation>Перестановка {actor} называет самого водителя: без эффекта</translation>
    </message>
    <message>
        <source>{actor}&apos;s shot change fails: the Town pool is at 0</source>
        <translation>Смена выстрелов {actor} не удаётся: пул города на нуле</translation>
    </message>
    <message>
        <source>{actor}&apos;s shot change on {target}: no effect</source>
        <translation>Смена выстрелов {actor} на {target}: без эффекта</translation>
    </message>
    <message>
        <source>{actor}&apos;s shot change on {target}: {faction} SC effect recorded</source>
        <translation>Смена выстрелов {actor} на {target}: эффект SC стороны {faction} учтён</translation>
    </message>
    <message>
        <source>{actor}&apos;s {ability}</source>
        <translation>{ability} ({actor})</translation>
    </message>
    <message>
        <source>{actor}&apos;s {ability} draws 1 {faction} shot ({left} left)</source>
        <translation>{ability} игрока {actor} берёт 1 выстрел из пула {faction} (осталось {left})</translation>
    </message>
    <message>
        <source>{actor}&apos;s {ability} fails: blocked by {by}</source>
        <translation>{ability} игрока {actor} не удаётся: блок от {by}</translation>
    </message>
    <message>
        <source>{actor}&apos;s {ability} fails: {actor} was blocked by {by}</source>
        <translation>{ability} ({actor}) не срабатывает: {actor} заблокирован(а) игроком {by}</translation>
    </message>
    <message>
        <source>{actor}&apos;s {ability} is redirected to {moved}</source>
        <translation>{ability} ({actor}) перенаправлено на {moved}</translation>
    </message>
    <message>
        <source>{actor}&apos;s {ability} is unfunded: the {faction} pool is empty</source>
        <translation>{ability} игрока {actor} не оплачено: пул {faction} пуст</translation>
    </message>
    <message>
        <source>{actor}&apos;s {ability} on {targets} fails: commuting</source>
        <translation>{ability} игрока {actor} на {targets} не удаётся: цель уехала</translation>
    </message>
    <message>
        <source>{actor}&apos;s {ability} on {target}: {shown}</source>
        <translation>{ability} ({actor}) на {target}: {shown}</translation>
    </message>
    <message>
        <source>{actor}&apos;s {ability} targets its own user: no effect</source>
        <translation>{ability} игрока {actor} нацелено на него самого: без эффекта</translation>
    </message>
    <message>
        <source>{actor}&apos;s {ability} was paid with its JOAT modifier</source>
        <translation>{ability} игрока {actor} оплачено его модификатором JOAT</translation>
    </message>
    <message>
        <source>{by} jails {player}</source>
        <translation>{by} сажает {player} в тюрьму</translation>
    </message>
    <message>
        <source>{by} roleblocks {player}</source>
        <translation>{by} блокирует {player}</translation>
    </message>
    <message>
        <source>{change} would change the deal committed as SHA-256 {digest}; the deal cannot change silently — re-deal in public to change it</source>
        <translation>{change} изменит раздачу, опубликованную как SHA-256 {digest}; раздачу нельзя менять втихую — чтобы изменить, пересдайте публично</translation>
    </message>
    <message>
        <source>{faction} {actor}</source>
        <translation>{faction} {actor}</translation>
    </message>
    <message>
        <source>{failing_phase}the rules cannot use a value here ({error_type}: {exc})</source>
        <translation>{failing_phase}правила не могут использовать здесь это значение ({error_type}: {exc})</translation>
    </message>
    <message>
        <source>{file}: {key}: {problem}</source>
        <translation>{file}: {key}: {problem}</translation>
    </message>
    <message>
        <source>{file}: {problem}</source>
        <translation>{file}: {problem}</translation>
    </message>
    <message>
        <source>{file}: {where}: {problem}</source>
        <translation>{file}: {where}: {problem}</translation>
    </message>
    <message>
        <source>{giver} protects {player} ({kind})</source>
        <translation>{giver} защищает {player} ({kind})</translation>
    </message>
    <message>
        <source>{hammered} reached majority ({majority}) with vote #{vote}</source>
        <translation>{hammered} набирает большинство ({majority}) голосом №{vote}</translation>
    </message>
    <message>
        <source>{high} is below min = {low}</source>
        <translation>{high} меньше, чем min = {low}</translation>
    </message>
    <message>
        <source>{max} is below min = {min}</source>
        <translation>{max} меньше, чем min = {min}</translation>
    </message>
    <message>
        <source>{name!r} is not a player</source>
        <translation>{name!r} — не игрок</translation>
    </message>
    <message>
        <source>{name} dies ({cause})</source>
        <translation>{name} погибает ({cause})</translation>
    </message>
    <message>
        <source>{new} replaced {old}</source>
        <translation>{new} заменяет {old}</translation>
    </message>
    <message>
        <source>{old} is not a living player</source>
        <translation>{old} — не живой игрок</translation>
    </message>
    <message>
        <source>{option} {number}: a post number is 1 or more</source>
        <translation>{option} {number}: номер сообщения — 1 или больше</translation>
    </message>
    <message>
        <source>{path}: cannot read: {error}</source>
        <translation>{path}: не удаётся прочитать: {error}</translation>
    </message>
    <message>
        <source>{path}: not UTF-8 text (byte {byte})</source>
        <translation>{path}: не текст в UTF-8 (байт {byte})</translation>
    </message>
    <message>
        <source>{path}: the game cannot be replayed with the installed setup: {problem}</source>
        <translation>{path}: игру нельзя воспроизвести с установленным сетапом: {problem}</translation>
    </message>
    <message>
        <source>{path}: the game file is damaged (file format {version})</source>
        <translation>{path}: файл игры повреждён (формат файла {version})</translation>
    </message>
    <message>
        <source>{path}: the game file is damaged (its alembic_version table is missing or empty)</source>
        <translation>{path}: файл игры повреждён (таблица alembic_version отсутствует или пуста)</translation>
    </message>
    <message>
        <source>{path}: the game is open read-only ({read_only_reason}); nothing was changed</source>
        <translation>{path}: игра открыта только для чтения ({read_only_reason}); ничего не изменено</translation>
    </message>
    <message>
        <source>{path}: the game record is damaged ({exc})</source>
        <translation>{path}: запись игры повреждена ({exc})</translation>
    </message>
    <message>
        <source>{path}: this game already has a file (use Save a copy…)</source>
        <translation>{path}: у этой игры уже есть файл (используйте «Сохранить копию…»)</translation>
    </message>
    <message>
        <source>{path}: {exc}</source>
        <translation>{path}: {exc}</translation>
    </message>
    <message>
        <source>{phase}&apos;s {post_kind} to {to}: {problem}</source>
        <translation>{phase}, {post_kind} для {to}: {problem}</translation>
    </message>
    <message>
        <source>{phase}&apos;s {post_kind}: {problem}</source>
        <translation>{phase}, {post_kind}: {problem}</translation>
    </message>
    <message>
        <source>{player} ({alignment}): {role}</source>
        <translation>{player} ({alignment}): {role}</translation>
    </message>
    <message>
        <source>{player} ({alignment}): {role}, {shots}-shot</source>
        <translation>{player} ({alignment}): {role}, выстрелов: {shots}</translation>
    </message>
    <message>
        <source>{player} asks for {asked} and charges {vote}</source>
        <translation>{player} просит {asked} и заряжает {vote}</translation>
    </message>
    <message>
        <source>{player} is not a living player</source>
        <translation>{player} — не живой игрок</translation>
    </message>
    <message>
        <source>{player} was a Town PR: the Town pool loses {cost} (now {pool})</source>
        <translation>{player} был активной ролью города: пул города теряет {cost} (теперь {pool})</translation>
    </message>
    <message>
        <source>{reason} (kept in the list of refused entries)</source>
        <translation>{reason} (сохранено в списке отклонённых)</translation>
    </message>
    <message>
        <source>{role}: {players} are {count} tied at {fewest}, so nobody gets it (rule 4)</source>
        <translation>{role}: {players} — {count} игроков с равным числом голосов {fewest}, роль не получает никто (правило 4)</translation>
    </message>
    <message>
        <source>{role}: {players} got no charge vote, so they stay vanilla (rule 1)</source>
        <translation>{role}: {players} не получили голосов зарядки и остаются ванильными (правило 1)</translation>
    </message>
    <message>
        <source>{role}: {players} had more votes than the fewest ({fewest}), so they stay vanilla (rule 2)</source>
        <translation>{role}: у {players} больше голосов, чем наименьшее число ({fewest}), они остаются ванильными (правило 2)</translation>
    </message>
    <message>
        <source>{role}: {player} and {other} both get it, {shots}-shot (rule 3: exactly two tied)</source>
        <translation>{role}: роль получают оба, {player} и {other}, выстрелов: {shots} (правило 3: ровно двое с равным числом)</translation>
    </message>
    <message>
        <source>{role}: {player} gets it, {shots}-shot (rule 2: fewest votes)</source>
        <translation>{role}: роль получает {player}, выстрелов: {shots} (правило 2: меньше всех голосов)</translation>
    </message>
    <message>
        <source>{rules!r} is not a built-in ruleset (a setup is data and names one of: {known})</source>
        <translation>{rules!r} — не встроенный набор правил (сетап — это данные, он называет один из них: {known})</translation>
    </message>
    <message>
        <source>{setup_id} has no day phases</source>
        <translation>в сетапе {setup_id} нет дневных фаз</translation>
    </message>
    <message>
        <source>{setup_id} has no turns</source>
        <translation>в сетапе {setup_id} нет ходов</translation>
    </message>
    <message>
        <source>{setup}: {where}: {problem}</source>
        <translation>{setup}: {where}: {problem}</translation>
    </message>
    <message>
        <source>{source}: only http:// and https:// addresses are read, not {scheme}://</source>
        <translation>{source}: читаются только адреса http:// и https://, не {scheme}://</translation>
    </message>
    <message>
        <source>{source}: unknown key {key!r} (a script has {known})</source>
        <translation>{source}: неизвестный ключ {key!r} (в сценарии есть {known})</translation>
    </message>
    <message>
        <source>{target} learns that {actor} is {alignment}</source>
        <translation>{target} узнаёт, что {actor} — {alignment}</translation>
    </message>
    <message>
        <source>{total} roles for {low} players: the roles dealt are one per player (make [players] min and max {total})</source>
        <translation>ролей {total}, а игроков {low}: раздаётся по одной роли на игрока (сделайте [players] min и max равными {total})</translation>
    </message>
    <message>
        <source>{total} roles for {low} to {high} players: the roles dealt are one per player (make [players] min and max {total})</source>
        <translation>ролей {total}, а игроков от {low} до {high}: раздаётся по одной роли на игрока (сделайте [players] min и max равными {total})</translation>
    </message>
    <message>
        <source>{url}: not a valid address ({error})</source>
        <translation>{url}: неверный адрес ({error})</translation>
    </message>
    <message>
        <source>{url}: the forum&apos;s answer cannot be read ({error})</source>
        <translation>{url}: ответ форума не удаётся прочитать ({error})</translation>
    </message>
    <message>
        <source>{user}&apos;s {modifier} goes with its replaced entry #{n}</source>
        <translation>{modifier} игрока {user} уходит вместе с заменённой записью №{n}</translation>
    </message>
    <message>
        <source>{value} is not a kind (one of: {kinds})</source>
        <translation>{value} — не вид (один из: {kinds})</translation>
    </message>
    <message>
        <source>{value} is not one of the choices ({shown})</source>
        <translation>{value} нет среди вариантов ({shown})</translation>
    </message>
    <message>
        <source>{value} is refused by its own declaration: {problem}</source>
        <translation>{value} не допускается собственным описанием: {problem}</translation>
    </message>
    <message>
        <source>{value}: {problem}</source>
        <translation>{value}: {problem}</translation>
    </message>
    <message>
        <source>{where} (refused entry)</source>
        <translation>{where} (отклонённая запись)</translation>
    </message>
    <message>
        <source>{where}: &apos;choices&apos; must be a list of tables</source>
        <translation>{where}: «choices» — это список таблиц</translation>
    </message>
    <message>
        <source>{where}: &apos;targets&apos; must be names</source>
        <translation>{where}: в &apos;targets&apos; должны быть имена</translation>
    </message>
    <message>
        <source>{where}: choices #{n} needs a &apos;player&apos; name</source>
        <translation>{where}: в choices №{n} нужно имя в «player»</translation>
    </message>
    <message>
        <source>{where}: choices #{n}: &apos;role&apos; must be a string</source>
        <translation>{where}: choices №{n}: «role» — это строка</translation>
    </message>
    <message>
        <source>{where}: choices #{n}: &apos;vote&apos; must be a player&apos;s name</source>
        <translation>{where}: choices №{n}: «vote» — это имя игрока</translation>
    </message>
    <message>
        <source>{where}: choices #{n}: chooser {player!r} is not a player</source>
        <translation>{where}: choices №{n}: выбирающий {player!r} — не игрок</translation>
    </message>
    <message>
        <source>{where}: choices #{n}: pre-game vote {vote!r} is not a player</source>
        <translation>{where}: choices №{n}: голос предыгры {vote!r} — не игрок</translation>
    </message>
    <message>
        <source>{where}: its number or kind is damaged</source>
        <translation>{where}: повреждены её номер или вид</translation>
    </message>
    <message>
        <source>{where}: its payload is damaged</source>
        <translation>{where}: повреждено её содержимое</translation>
    </message>
    <message>
        <source>{where}: its phase is damaged</source>
        <translation>{where}: повреждена её фаза</translation>
    </message>
    <message>
        <source>{where}: moderator entry {entry}: {key!r} must be a player name</source>
        <translation>{where}: запись ведущего {entry}: {key!r} должно быть именем игрока</translation>
    </message>
    <message>
        <source>{where}: phase {phase!r} is out of order: it was already phase #{number}</source>
        <translation>{where}: фаза {phase!r} не по порядку: она уже была фазой №{number}</translation>
    </message>
    <message>
        <source>{where}: the Mafia roles {roles} do not match the table row for a Town pool of {pool} ({want})</source>
        <translation>{where}: роли мафии {roles} не совпадают со строкой таблицы для пула города {pool} ({want})</translation>
    </message>
    <message>
        <source>{where}: the Town PRs {roles} do not match the rolls {rolls} (which give {want})</source>
        <translation>{where}: активные роли города {roles} не совпадают с бросками {rolls} (они дают {want})</translation>
    </message>
    <message>
        <source>{where}: the payload is not a table</source>
        <translation>{where}: содержимое — не таблица</translation>
    </message>
    <message>
        <source>{where}: the role id is empty</source>
        <translation>{where}: id роли пустой</translation>
    </message>
    <message>
        <source>{where}: unknown key {key!r} (did you mean {near!r}?)</source>
        <translation>{where}: неизвестный ключ {key!r} (может быть, {near!r}?)</translation>
    </message>
    <message>
        <source>{where}: {key!r} must be an id of 1 to 64 characters</source>
        <translation>{where}: {key!r} должно быть id длиной от 1 до 64 символов</translation>
    </message>
    <message>
        <source>{where}: {name!r} has the wrong type</source>
        <translation>{where}: у поля {name!r} неверный тип</translation>
    </message>
    <message>
        <source>{where}: {name!r} is missing</source>
        <translation>{where}: нет поля {name!r}</translation>
    </message>
    <message>
        <source>{where}replace: the name {new!r} is already in use</source>
        <translation>{where}замена: имя {new!r} уже занято</translation>
    </message>
    <message>
        <source>{where}replace: {old!r} is not a living player</source>
        <translation>{where}замена: {old!r} — не живой игрок</translation>
    </message>
    <message>
        <source>{where}{key}_by_config: expected a table of texts by config option, found {value}</source>
        <translation>{where}{key}_by_config: ожидалась таблица текстов по опциям конфигурации, найдено {value}</translation>
    </message>
    <message>
        <source>{where}{path}: a key that is not text</source>
        <translation>{where}{path}: ключ, который не является текстом</translation>
    </message>
    <message>
        <source>{where}{path}: a value of type {type}</source>
        <translation>{where}{path}: значение типа {type}</translation>
    </message>
    <message>
        <source>{where}{path}: more than {max} items</source>
        <translation>{where}{path}: больше {max} элементов</translation>
    </message>
    <message>
        <source>{where}{path}: more than {max} keys</source>
        <translation>{where}{path}: больше {max} ключей</translation>
    </message>
    <message>
        <source>{where}{path}: nested too deeply</source>
        <translation>{where}{path}: слишком глубокая вложенность</translation>
    </message>
    <message>
        <source>{where}{path}: number out of range</source>
        <translation>{where}{path}: число вне допустимого диапазона</translation>
    </message>
    <message>
        <source>{where}{path}: text longer than {max} characters</source>
        <translation>{where}{path}: текст длиннее {max} символов</translation>
    </message>
    <message>
        <source>{who} killed {target}</source>
        <translation>{who}: {target} убит(а)</translation>
    </message>
    <message>
        <source>{who} killed {target}: a Strongman ignores protection</source>
        <translation>{who}: {target} убит(а) — Силач игнорирует защиту</translation>
    </message>
    <message>
        <source>{who} kills {target}</source>
        <translation>{who}: {target} убит(а)</translation>
    </message>
    <message>
        <source>{who} on {target} is stopped ({kind} of {giver})</source>
        <translation>{who} на {target} остановлено ({kind}: {giver})</translation>
    </message>
    <message>
        <source>{who} on {target}: bodyguard {guard} dies instead</source>
        <translation>{who} на {target}: вместо него/неё погибает телохранитель {guard}</translation>
    </message>
    <message>
        <source>Deadline: nobody leads</source>
        <translation>Дедлайн: лидера нет</translation>
    </message>
    <message>
        <source>Deadline: tie {top}–{top}; the RNG picks {player}</source>
        <translation>Дедлайн: ничья {top}–{top}; ГСЧ выбирает {player}</translation>
    </message>
    <message>
        <source>Deadline: {player} has the most votes</source>
        <translation>Дедлайн: больше всех голосов у {player}</translation>
    </message>
    <message>
        <source>Deadline: {player} is eliminated (no votes)</source>
        <translation>Дедлайн: {player} выбывает (голосов нет)</translation>
    </message>
    <message>
        <source>Deadline: {player} is eliminated (plurality (ties: {tiebreak}))</source>
        <translation>Дедлайн: {player} выбывает (относительное большинство (ничьи: {tiebreak}))</translation>
    </message>
    <message>
        <source>Deadline: {player} leads</source>
        <translation>Дедлайн: лидирует {player}</translation>
    </message>
    <message>
        <source>Deadline: {player} leads (tie, RNG)</source>
        <translation>Дедлайн: лидирует {player} (ничья, ГСЧ)</translation>
    </message>
    <message>
        <source>Duel for the next day: mafia {mafia}, town {town}</source>
        <translation>Дуэль на следующий день: мафия {mafia}, город {town}</translation>
    </message>
    <message>
        <source>Duel: no usable {faction} choice; {player} is drawn from {legal}</source>
        <translation>Дуэль: годного выбора стороны «{faction}» нет; жребий среди {legal} выпал на {player}</translation>
    </message>
    <message>
        <source>Duel: no {faction} player is left to duel (the phase-start win check follows)</source>
        <translation>Дуэль: у стороны «{faction}» не осталось игрока для дуэли (далее проверка победы в начале фазы)</translation>
    </message>
    <message>
        <source>Duel: the {faction} choice {choice} is gone; backup {player} takes the slot</source>
        <translation>Дуэль: выбора стороны «{faction}» ({choice}) больше нет; место занимает запасной {player}</translation>
    </message>
    <message>
        <source>Duel: {player} is gone and no backup can stand in; {drawn} is drawn</source>
        <translation>Дуэль: {player} выбыл, а запасной заменить не может; жребий выпал на {drawn}</translation>
    </message>
    <message>
        <source>Duel: {player} is gone; the night&apos;s backup {backup} takes the {faction} slot</source>
        <translation>Дуэль: {player} выбыл; место стороны «{faction}» занимает ночной запасной {backup}</translation>
    </message>
    <message>
        <source>Ghoul shots spent: {players}</source>
        <translation>Выстрелы гулей потрачены: {players}</translation>
    </message>
    <message>
        <source>Mafia {actor} attacked {target}; {victim} dies ({cause})</source>
        <translation>Мафиози {actor} напал на {target}; погибает {victim} ({cause})</translation>
    </message>
    <message>
        <source>No majority by the deadline: {effect_name} is lost forever</source>
        <translation>К дедлайну большинства нет: {effect_name} потеряно навсегда</translation>
    </message>
    <message>
        <source>Planned kill: {target} by {killer} (performer {performer}): {result}</source>
        <translation>Запланированное убийство: {target}, исполнитель по плану {killer} (фактически {performer}): {result}</translation>
    </message>
    <message>
        <source>Sent: effect {effect}, subject {subject}, kill {target} by {killer}</source>
        <translation>Отправлено: эффект {effect}, цель эффекта {subject}, убийство {target}, исполнитель {killer}</translation>
    </message>
    <message>
        <source>Sent: effect {effect}, subject {subject}, kill {target} by {killer} (defaults: {defaults})</source>
        <translation>Отправлено: эффект {effect}, цель эффекта {subject}, убийство {target}, исполнитель {killer} (по умолчанию: {defaults})</translation>
    </message>
    <message>
        <source>The mafia duellist {player} lost: {night} is skipped</source>
        <translation>Дуэлянт мафии {player} проиграл: {night} пропускается</translation>
    </message>
    <message>
        <source>Town lost the duel only {margin} ahead: the game ends; winners (mafia at the start of {phase}): {players}</source>
        <translation>Город проиграл дуэль, имея перевес лишь {margin}: игра окончена; победители (мафия на начало {phase}): {players}</translation>
    </message>
    <message>
        <source>phase {phase}: {expected} is missing; only a skipped night may be left out</source>
        <translation>фаза {phase}: нет фазы {expected}; пропустить можно только пропущенную по правилам ночь</translation>
    </message>
    <message>
        <source>{ghoul} would die; their ghoul power sends the death to {player}</source>
        <translation>{ghoul} должен погибнуть; сила гуля передаёт смерть игроку {player}</translation>
    </message>
    <message>
        <source>{phase} is skipped: the mafia duellist lost the duel</source>
        <translation>{phase} пропускается: дуэлянт мафии проиграл дуэль</translation>
    </message>
    <message>
        <source>{player} is bulletproof from the next night on (Inform)</source>
        <translation>{player} неуязвим со следующей ночи (Inform)</translation>
    </message>
    <message>
        <source>{player} is converted to the mafia (no longer a ghoul)</source>
        <translation>{player} переходит в мафию (больше не гуль)</translation>
    </message>
    <message>
        <source>{player} reached a majority ({majority}): eliminated at once</source>
        <translation>{player} набрал большинство ({majority}): выбывает сразу</translation>
    </message>
    <message>
        <source>{player} reached a majority ({majority}): {effect_name} is used on them</source>
        <translation>{player} набрал большинство ({majority}): {effect_name} применяется к нему</translation>
    </message>
    <message>
        <source>{player} reached majority ({majority}): hammer</source>
        <translation>{player} набрал большинство ({majority}): молоток</translation>
    </message>
    <message>
        <source>{player} reached majority ({majority}): the day ends</source>
        <translation>{player} набрал большинство ({majority}): день окончен</translation>
    </message>
    <message>
        <source>{player}&apos;s ghoul power leads back to {player}: it has no effect</source>
        <translation>сила гуля {player} возвращается к {player}: действия нет</translation>
    </message>
    <message>
        <source>Moderator: {name} was inactive; his entries this turn are not accepted</source>
        <translation>Ведущий: {name} был неактивен; его заявки в этот ход не принимаются</translation>
    </message>
    <message>
        <source>Moderator: {name}&apos;s АС is banned until the end of the game</source>
        <translation>Ведущий: АС игрока {name} запрещена до конца игры</translation>
    </message>
    <message>
        <source>Moderator: {name}&apos;s АС is banned until {until}</source>
        <translation>Ведущий: АС игрока {name} запрещена до хода {until}</translation>
    </message>
    <message>
        <source>Step 10: the Chinese witch drops {voter}&apos;s ballot against {target}</source>
        <translation>Шаг 10: китайская ведьма снимает голос {voter} против {target}</translation>
    </message>
    <message>
        <source>Step 10: {name} is not seated the first time; the next by votes is seated instead</source>
        <translation>Шаг 10: {name} не садится в первый раз; вместо него садится следующий по голосам</translation>
    </message>
    <message>
        <source>Step 10: {name} is seated with {count}</source>
        <translation>Шаг 10: {name} садится с {count}</translation>
    </message>
    <message>
        <source>Step 10: «не судить» leads with {count}: nobody is seated</source>
        <translation>Шаг 10: «не судить» лидирует с {count}: никто не садится</translation>
    </message>
    <message>
        <source>Step 11: Campbell forces the mafkill onto the {role}</source>
        <translation>Шаг 11: Кэмпбелл направляет мафкилл на роль {role}</translation>
    </message>
    <message>
        <source>Step 11: the Lewis Gun kills {target}</source>
        <translation>Шаг 11: пулемёт Льюиса убивает {target}</translation>
    </message>
    <message>
        <source>Step 11: the Lewis Gun on {target} does nothing (no АС) and burns</source>
        <translation>Шаг 11: пулемёт Льюиса на {target} ничего не делает (нет АС) и сгорает</translation>
    </message>
    <message>
        <source>Step 12: John flips {target}&apos;s status</source>
        <translation>Шаг 12: Джон меняет статус {target}</translation>
    </message>
    <message>
        <source>Step 14: Legal Business on {target}: no active toggle, no effect</source>
        <translation>Шаг 14: «Легальный бизнес» на {target}: нет действующей смены статуса, без эффекта</translation>
    </message>
    <message>
        <source>Step 14: Legal Business on {target}: permanent</source>
        <translation>Шаг 14: «Легальный бизнес» на {target}: навсегда</translation>
    </message>
    <message>
        <source>Step 15: Fatal Beating on {target} fails (pub); not spent</source>
        <translation>Шаг 15: «Смертельное избиение» на {target} не срабатывает (паб); не тратится</translation>
    </message>
    <message>
        <source>Step 15: the Barmaid kills {target}</source>
        <translation>Шаг 15: Барменша убивает {target}</translation>
    </message>
    <message>
        <source>Step 15: the Barmaid on {target} fails (pub shield); not spent</source>
        <translation>Шаг 15: Барменша на {target} не срабатывает (защита паба); не тратится</translation>
    </message>
    <message>
        <source>Step 15: {target}&apos;s АС is nullified for the rest of the game</source>
        <translation>Шаг 15: АС игрока {target} обнулена до конца игры</translation>
    </message>
    <message>
        <source>Step 16: Campbell forces {executor} onto himself: nobody dies</source>
        <translation>Шаг 16: Кэмпбелл направляет {executor} на себя: никто не умирает</translation>
    </message>
    <message>
        <source>Step 16: {executor} goes to kill {target}: {result}</source>
        <translation>Шаг 16: {executor} идёт убивать {target}: {result}</translation>
    </message>
    <message>
        <source>Step 16: {target} went to the «Гарнизон»: the kill goes to the backup {backup}</source>
        <translation>Шаг 16: {target} ушёл в «Гарнизон»: убийство переходит на запасную цель {backup}</translation>
    </message>
    <message>
        <source>Step 16: «Овечьи мозги»: {victim} dies instead of {target}</source>
        <translation>Шаг 16: «Овечьи мозги»: {victim} умирает вместо {target}</translation>
    </message>
    <message>
        <source>Step 1: «Союз с Ли» on {target}: {outcome}</source>
        <translation>Шаг 1: «Союз с Ли» на {target}: {outcome}</translation>
    </message>
    <message>
        <source>Step 2: {name} visits the pub (no effect applies)</source>
        <translation>Шаг 2: {name} посещает паб (ни один эффект не подходит)</translation>
    </message>
    <message>
        <source>Step 2: {name} visits the pub: {effect}</source>
        <translation>Шаг 2: {name} посещает паб: {effect}</translation>
    </message>
    <message>
        <source>Step 3: Kimber shoots {targets}; the die picks {shot}</source>
        <translation>Шаг 3: Кимбер стреляет в {targets}; кубик выбирает {shot}</translation>
    </message>
    <message>
        <source>Step 8: Polly stuffs {count} vote(s) against {target}</source>
        <translation>Шаг 8: Полли вбрасывает голосов против {target}: {count}</translation>
    </message>
    <message>
        <source>Step 8: Polly&apos;s stuffed ballot on {target} fails (pub shield)</source>
        <translation>Шаг 8: вброс Полли против {target} не срабатывает (защита паба)</translation>
    </message>
    <message>
        <source>Step 8: Thomas changes {voter}&apos;s vote to {target}</source>
        <translation>Шаг 8: Томас меняет голос {voter} на {target}</translation>
    </message>
    <message>
        <source>Step 8: Thomas makes {voter} (no ballot) vote {target}</source>
        <translation>Шаг 8: Томас заставляет {voter} (без голоса) голосовать за {target}</translation>
    </message>
    <message>
        <source>Step 8: {voter} used «не судить»: Thomas&apos;s request does nothing</source>
        <translation>Шаг 8: {voter} выбрал «не судить»: просьба Томаса ничего не делает</translation>
    </message>
    <message>
        <source>Step 9: Polly&apos;s ticket saves {name} from seating</source>
        <translation>Шаг 9: билет Полли спасает {name} от посадки</translation>
    </message>
    <message>
        <source>bad-order: {where} #{index}: at {at} is earlier than the entry before it</source>
        <translation>bad-order: {where} №{index}: время {at} раньше предыдущей записи</translation>
    </message>
    <message>
        <source>bad-time: {where}: expected &quot;YYYY-MM-DD HH:MM&quot;, found {value!r}</source>
        <translation>bad-time: {where}: ожидается &quot;ГГГГ-ММ-ДД ЧЧ:ММ&quot;, найдено {value!r}</translation>
    </message>
    <message>
        <source>phase {phase}: rng {key}: {name!r} is not a player</source>
        <translation>фаза {phase}: rng {key}: {name!r} не игрок</translation>
    </message>
    <message>
        <source>{actor} is dead by step {step}: {ability} does nothing</source>
        <translation>{actor} мёртв к шагу {step}: {ability} ничего не делает</translation>
    </message>
    <message>
        <source>{actor} is one of Kimber&apos;s shot players: {ability} on Kimber fails</source>
        <translation>{actor} среди подстреленных Кимбером: {ability} на Кимбера не срабатывает</translation>
    </message>
    <message>
        <source>{faction} would win, but an УС can still be used: one more turn is played</source>
        <translation>{faction} побеждает, но УС ещё можно применить: играется ещё один ход</translation>
    </message>
    <message>
        <source>{voter} uses «не судить»</source>
        <translation>{voter} выбирает «не судить»</translation>
    </message>
    <message>
        <source>{where}: ban needs a table {{ player = &quot;Name&quot;, ability = &quot;id&quot;, turns = n }}</source>
        <translation>{where}: для ban нужна таблица {{ player = &quot;Имя&quot;, ability = &quot;id&quot;, turns = n }}</translation>
    </message>
    <message>
        <source>{where}: inactive = {name!r}: only a living Shelby&apos;s turn can be refused</source>
        <translation>{where}: inactive = {name!r}: отказать в ходе можно только живому Шелби</translation>
    </message>
    <message>
        <source>{where}: {name!r} is not a player</source>
        <translation>{where}: {name!r} не игрок</translation>
    </message>
    <message>
        <source>--alias {given!r}: write it as NAME=PLAYER</source>
        <translation>--alias {given!r}: пишите в виде НИК=ИГРОК</translation>
    </message>
    <message>
        <source>--from {first} is after --to {last}: no post is in between</source>
        <translation>--from {first} больше --to {last}: между ними нет сообщений</translation>
    </message>
    <message>
        <source>Changed since sent: {what} ({kind}) now reads differently from what was sent; send a correction</source>
        <translation>Изменилось после отправки: {what} ({kind}) теперь выглядит не так, как было отправлено; отправьте исправление</translation>
    </message>
    <message>
        <source>[config] roles: unknown role {role}</source>
        <translation>[config] roles: неизвестная роль {role}</translation>
    </message>
    <message>
        <source>[config] roles: {role} = {count}: expected a count</source>
        <translation>[config] roles: {role} = {count}: ожидалось число</translation>
    </message>
    <message>
        <source>[config] {name}: longer than 200 characters</source>
        <translation>[config] {name}: длиннее 200 символов</translation>
    </message>
    <message>
        <source>[roles] {name}: give a {role} as a table {{ role, alignment, … }}</source>
        <translation>[roles] {name}: роль {role} задаётся таблицей {{ role, alignment, … }}</translation>
    </message>
    <message>
        <source>a player name must be text, not {kind}</source>
        <translation>имя игрока должно быть текстом, а не {kind}</translation>
    </message>
    <message>
        <source>actor</source>
        <translation>исполнитель</translation>
    </message>
    <message>
        <source>another MafiaMod session has this game open (only one may write to it)</source>
        <translation>эта игра открыта в другом сеансе MafiaMod (записывать в неё может только один)</translation>
    </message>
    <message>
        <source>another MafiaMod session {holder} has this game open (only one may write to it)</source>
        <translation>эта игра открыта в другом сеансе MafiaMod {holder} (записывать в неё может только один)</translation>
    </message>
    <message>
        <source>another MafiaMod session {holder} has this game open, or ended there without closing it (a session on another computer is never taken over); once it is closed, or known to be gone, delete {lock} beside the game file</source>
        <translation>эта игра открыта в другом сеансе MafiaMod {holder} или тот сеанс завершился, не закрыв её (сеанс на другом компьютере никогда не перехватывается); когда его закроют или станет ясно, что его больше нет, удалите {lock} рядом с файлом игры</translation>
    </message>
    <message>
        <source>bad-pin: phase {phase}: rng pin {name} = {value!r} is not a legal outcome (not a player)</source>
        <translation>bad-pin: фаза {phase}: закреплённый жребий {name} = {value!r} — недопустимый исход (не игрок)</translation>
    </message>
    <message>
        <source>its folder cannot be written ({error})</source>
        <translation>в его папку нельзя записывать ({error})</translation>
    </message>
    <message>
        <source>its folder is read-only</source>
        <translation>его папка доступна только для чтения</translation>
    </message>
    <message>
        <source>modkill of</source>
        <translation>модкилл</translation>
    </message>
    <message>
        <source>on the computer “{host}” (process {pid})</source>
        <translation>на компьютере «{host}» (процесс {pid})</translation>
    </message>
    <message>
        <source>on this computer (process {pid})</source>
        <translation>на этом компьютере (процесс {pid})</translation>
    </message>
    <message>
        <source>opened for viewing only</source>
        <translation>открыт только для просмотра</translation>
    </message>
    <message>
        <source>phase #{number} ({phase})</source>
        <translation>фаза №{number} ({phase})</translation>
    </message>
    <message>
        <source>phase #{number}: every [[phase]] needs an &apos;id&apos;</source>
        <translation>фаза №{number}: у каждой [[phase]] должен быть &apos;id&apos;</translation>
    </message>
    <message>
        <source>player name {shown!r} contains a control character</source>
        <translation>имя игрока {shown!r} содержит управляющий символ</translation>
    </message>
    <message>
        <source>player name {shown!r} contains a line break</source>
        <translation>имя игрока {shown!r} содержит перевод строки</translation>
    </message>
    <message>
        <source>player name {shown!r} contains a text-direction control (U+{code:04X})</source>
        <translation>имя игрока {shown!r} содержит символ управления направлением текста (U+{code:04X})</translation>
    </message>
    <message>
        <source>player name {shown!r} is longer than {limit} characters</source>
        <translation>имя игрока {shown!r} длиннее {limit} символов</translation>
    </message>
    <message>
        <source>player name {shown!r} starts or ends with an invisible character</source>
        <translation>имя игрока {shown!r} начинается или заканчивается невидимым символом</translation>
    </message>
    <message>
        <source>players</source>
        <translation>игроки</translation>
    </message>
    <message>
        <source>replacement</source>
        <translation>замена</translation>
    </message>
    <message>
        <source>replacement of</source>
        <translation>замена</translation>
    </message>
    <message>
        <source>target</source>
        <translation>цель</translation>
    </message>
    <message>
        <source>template {name!r} failed: {error}</source>
        <translation>шаблон {name!r} не сработал: {error}</translation>
    </message>
    <message>
        <source>template {name!r} not found</source>
        <translation>шаблон {name!r} не найден</translation>
    </message>
    <message>
        <source>the PM to {player}</source>
        <translation>ЛС игроку {player}</translation>
    </message>
    <message>
        <source>the alias {nick!r} is for {player!r}, who is not a player</source>
        <translation>псевдоним {nick!r} указан для {player!r}, но такого игрока нет</translation>
    </message>
    <message>
        <source>the file is read-only</source>
        <translation>файл доступен только для чтения</translation>
    </message>
    <message>
        <source>the game was closed</source>
        <translation>игра закрыта</translation>
    </message>
    <message>
        <source>the pasted text</source>
        <translation>вставленный текст</translation>
    </message>
    <message>
        <source>the setup {setup!r} has no role library to build on</source>
        <translation>у сетапа {setup!r} нет библиотеки ролей, на которой его можно собрать</translation>
    </message>
    <message>
        <source>the {kind} post</source>
        <translation>пост «{kind}»</translation>
    </message>
    <message>
        <source>unknown setup {setup!r} (installed: {known})</source>
        <translation>неизвестный сетап {setup!r} (установлены: {known})</translation>
    </message>
    <message>
        <source>unknown vote syntax {syntax!r} (one of {names})</source>
        <translation>неизвестный синтаксис голосов {syntax!r} (допустимы: {names})</translation>
    </message>
    <message>
        <source>vote target</source>
        <translation>цель голоса</translation>
    </message>
    <message>
        <source>voter</source>
        <translation>голосующий</translation>
    </message>
    <message>
        <source>{file}: [roles.{role_id}] name: every role needs a display name</source>
        <translation>{file}: [roles.{role_id}] name: у каждой роли должно быть отображаемое имя</translation>
    </message>
    <message>
        <source>{file}: [setup] library: no role library {name!r}</source>
        <translation>{file}: [setup] library: нет библиотеки ролей {name!r}</translation>
    </message>
    <message>
        <source>{file}: [setup] rules: {rules!r} is not a built-in ruleset (a setup is data and names one of: {known})</source>
        <translation>{file}: [setup] rules: {rules!r} — не встроенный набор правил (сетап — это данные, он называет один из них: {known})</translation>
    </message>
    <message>
        <source>{file}: [{table}] {key}: expected a {kind}, found {value!r}</source>
        <translation>{file}: [{table}] {key}: ожидался тип {kind}, а указано {value!r}</translation>
    </message>
    <message>
        <source>{file}: cannot read: {error}</source>
        <translation>{file}: не удаётся прочитать: {error}</translation>
    </message>
    <message>
        <source>{file}: missing</source>
        <translation>{file}: файла нет</translation>
    </message>
    <message>
        <source>{file}: not UTF-8 text (byte {byte})</source>
        <translation>{file}: текст не в UTF-8 (байт {byte})</translation>
    </message>
    <message>
        <source>[library] fixed: {key} = {value}: not a legal value</source>
        <translation>[library] fixed: {key} = {value}: недопустимое значение</translation>
    </message>
    <message>
        <source>[templates] folder = {value}: expected &quot;&quot; or the name of a built-in template folder (lower-case letters, digits and &apos;-&apos;)</source>
        <translation>[templates] folder = {value}: ожидается &quot;&quot; или имя встроенной папки шаблонов (строчные латинские буквы, цифры и «-»)</translation>
    </message>
    <message>
        <source>{file}: [{table}]: expected a table, found {value!r}</source>
        <translation>{file}: [{table}]: ожидается таблица, а не {value!r}</translation>
    </message>
    <message>
        <source>{file}: not a plain file</source>
        <translation>{file}: не обычный файл</translation>
    </message>
    <message>
        <source>[library] fixed: {key}: no such switch ({known})</source>
        <translation>[library] fixed: {key}: такого переключателя нет ({known})</translation>
    </message>
    <message>
        <source>template {name!r} failed: it asks for too much: {error}</source>
        <translation>шаблон {name!r} не сработал: он требует слишком многого: {error}</translation>
    </message>
    <message>
        <source>a symbolic link (a setup folder holds its own files only)</source>
        <translation>символическая ссылка (в папке сетапа только её собственные файлы)</translation>
    </message>
    <message>
        <source>not valid TOML: nested too deeply</source>
        <translation>не корректный TOML: слишком глубокая вложенность</translation>
    </message>
    <message>
        <source>{file}: a symbolic link (a setup folder holds its own files only)</source>
        <translation>{file}: символическая ссылка (в папке сетапа только её собственные файлы)</translation>
    </message>
    <message>
        <source>{file}: not valid TOML: nested too deeply</source>
        <translation>{file}: не корректный TOML: слишком глубокая вложенность</translation>
    </message>
    <message>
        <source>{file}: {size} bytes, larger than a setup file may be ({limit} bytes)</source>
        <translation>{file}: {size} байт, больше, чем может быть файл сетапа ({limit} байт)</translation>
    </message>
    <message>
        <source>[library] fixed = {value}: expected a table of switches</source>
        <translation>[library] fixed = {value}: ожидается таблица переключателей</translation>
    </message>
    <message>
        <source>[library] fixed: {problem}</source>
        <translation>[library] fixed: {problem}</translation>
    </message>
    <message>
        <source>phase {phase}: modkill: {name!r} is not a living player</source>
        <translation>фаза {phase}: модкилл: {name!r} — не живой игрок</translation>
    </message>
    <message>
        <source>{file}: not valid TOML: {error}</source>
        <translation>{file}: некорректный TOML: {error}</translation>
    </message>
    <message>
        <source>{file}: {error}</source>
        <translation>{file}: {error}</translation>
    </message>
    <message>
        <source>{name} does not deal a fixed list of roles</source>
        <translation>«{name}» не раздаёт фиксированный список ролей</translation>
    </message>
    <message>
        <source>{name} has switches the builder does not offer</source>
        <translation>в «{name}» есть переключатели, которых конструктор не предлагает</translation>
    </message>
    <message>
        <source>{name} has tables the builder does not write ({tables})</source>
        <translation>в «{name}» есть таблицы, которые конструктор не пишет ({tables})</translation>
    </message>
    <message>
        <source>{name} is a built-in setup: duplicate it to change it</source>
        <translation>«{name}» — встроенный сетап: чтобы изменить его, сделайте копию</translation>
    </message>
    <message>
        <source>{name} is not built on the {library} role library</source>
        <translation>«{name}» собран не на библиотеке ролей {library}</translation>
    </message>
    <message>
        <source>{name} is not one of your own setups: it cannot be deleted</source>
        <translation>«{name}» — не ваш собственный сетап: его нельзя удалить</translation>
    </message>
    <message>
        <source>{path}: a file of that name already exists</source>
        <translation>{path}: файл с таким именем уже существует</translation>
    </message>
    <message>
        <source>{path}: cannot be created: {error}</source>
        <translation>{path}: не удаётся создать: {error}</translation>
    </message>
    <message>
        <source>{path}: cannot be created: {why}</source>
        <translation>{path}: не удаётся создать: {why}</translation>
    </message>
    <message>
        <source>{path}: cannot be opened: {error}</source>
        <translation>{path}: не удаётся открыть: {error}</translation>
    </message>
    <message>
        <source>{path}: cannot be read ({error})</source>
        <translation>{path}: не удаётся прочитать ({error})</translation>
    </message>
    <message>
        <source>{path}: cannot be read: {error}</source>
        <translation>{path}: не удаётся прочитать: {error}</translation>
    </message>
    <message>
        <source>{path}: cannot read the player list: {error}</source>
        <translation>{path}: не удаётся прочитать список игроков: {error}</translation>
    </message>
    <message>
        <source>{path}: cannot read the revealed deal: {error}</source>
        <translation>{path}: не удаётся прочитать раскрытую раздачу: {error}</translation>
    </message>
    <message>
        <source>{path}: cannot write: {error}</source>
        <translation>{path}: не удаётся записать: {error}</translation>
    </message>
    <message>
        <source>{path}: duplicate player names: {names}</source>
        <translation>{path}: повторяющиеся имена игроков: {names}</translation>
    </message>
    <message>
        <source>{path}: no such file</source>
        <translation>{path}: такого файла нет</translation>
    </message>
    <message>
        <source>{path}: no such folder (it is not created for you)</source>
        <translation>{path}: такой папки нет (сама она не создаётся)</translation>
    </message>
    <message>
        <source>{path}: no such folder; the copy was not written</source>
        <translation>{path}: такой папки нет; копия не записана</translation>
    </message>
    <message>
        <source>{path}: not a MafiaMod game file</source>
        <translation>{path}: это не файл игры MafiaMod</translation>
    </message>
    <message>
        <source>{path}: not a MafiaMod game file, or it is damaged ({error})</source>
        <translation>{path}: это не файл игры MafiaMod, или он повреждён ({error})</translation>
    </message>
    <message>
        <source>{path}: not a file</source>
        <translation>{path}: это не файл</translation>
    </message>
    <message>
        <source>{path}: the file is damaged (text that is not UTF-8)</source>
        <translation>{path}: файл повреждён (текст не в UTF-8)</translation>
    </message>
    <message>
        <source>{path}: the game file is damaged (no game record)</source>
        <translation>{path}: файл игры повреждён (нет записи об игре)</translation>
    </message>
    <message>
        <source>{path}: the game file is damaged: {error}</source>
        <translation>{path}: файл игры повреждён: {error}</translation>
    </message>
    <message>
        <source>{path}: the game file was moved or deleted while open: this entry was not saved; use File → Save a copy… to keep the game</source>
        <translation>{path}: файл игры перемещён или удалён, пока был открыт: эта запись не сохранена; чтобы сохранить игру, воспользуйтесь «Файл → Сохранить копию…»</translation>
    </message>
    <message>
        <source>{path}: the game is open read-only: {why}</source>
        <translation>{path}: игра открыта только для чтения: {why}</translation>
    </message>
    <message>
        <source>{path}: the player list is not UTF-8 text (byte {byte})</source>
        <translation>{path}: список игроков не в UTF-8 (байт {byte})</translation>
    </message>
    <message>
        <source>{path}: the revealed deal is not UTF-8 text</source>
        <translation>{path}: раскрытая раздача не в UTF-8</translation>
    </message>
    <message>
        <source>{path}: this game needs updating to the new file format, which needs writing to it, but {why}</source>
        <translation>{path}: эту игру нужно перевести на новый формат файла, а для этого в него нужно записать, но {why}</translation>
    </message>
    <message>
        <source>{path}: this game was saved by a newer MafiaMod (file format {version}, this version reads up to {supported}); please update MafiaMod</source>
        <translation>{path}: эта игра сохранена более новой версией MafiaMod (формат файла {version}, эта версия читает до {supported}); обновите MafiaMod</translation>
    </message>
    <message>
        <source>{path}: {error}: the copy was not written</source>
        <translation>{path}: {error}: копия не записана</translation>
    </message>
    <message>
        <source>{path}: {error}: this entry was not saved (every entry before it is in the file)</source>
        <translation>{path}: {error}: эта запись не сохранена (все записи до неё есть в файле)</translation>
    </message>
    <message>
        <source>{player} reached majority ({majority}) with vote #{vote}: hammer</source>
        <translation>{player} набирает большинство ({majority}) голосом №{vote}: молоток</translation>
    </message>
    <message>
        <source>{source} names no players</source>
        <translation>в {source} не названо ни одного игрока</translation>
    </message>
    <message>
        <source>{source}, line {line}: write a replacement as &apos;Old -&gt; New&apos;</source>
        <translation>{source}, строка {line}: замену пишите в виде &apos;Старый -&gt; Новый&apos;</translation>
    </message>
    <message>
        <source>{source}, line {line}: write aliases as &apos;Player = nick, …&apos;</source>
        <translation>{source}, строка {line}: псевдонимы пишите в виде &apos;Игрок = ник, …&apos;</translation>
    </message>
    <message>
        <source>{source}: &apos;seed&apos; must be an integer from 0 to 2**63 - 1</source>
        <translation>{source}: &apos;seed&apos; должен быть целым числом от 0 до 2**63 - 1</translation>
    </message>
    <message>
        <source>{source}: &apos;setup&apos; (a setup id) is missing</source>
        <translation>{source}: нет &apos;setup&apos; (id сетапа)</translation>
    </message>
    <message>
        <source>{source}: &apos;setup&apos; {setup!r} is not a setup id</source>
        <translation>{source}: &apos;setup&apos; {setup!r} — не id сетапа</translation>
    </message>
    <message>
        <source>{source}: [[phase]] must be an array of tables</source>
        <translation>{source}: [[phase]] должен быть массивом таблиц</translation>
    </message>
    <message>
        <source>{source}: [config] and [roles] must be tables</source>
        <translation>{source}: [config] и [roles] должны быть таблицами</translation>
    </message>
    <message>
        <source>{source}: a player name is blank</source>
        <translation>{source}: пустое имя игрока</translation>
    </message>
    <message>
        <source>{source}: duplicate player names: {names}</source>
        <translation>{source}: повторяющиеся имена игроков: {names}</translation>
    </message>
    <message>
        <source>{source}: longer than {limit} characters</source>
        <translation>{source}: длиннее {limit} символов</translation>
    </message>
    <message>
        <source>{source}: nested too deeply</source>
        <translation>{source}: слишком глубокая вложенность</translation>
    </message>
    <message>
        <source>{source}: not valid TOML: {error}</source>
        <translation>{source}: некорректный TOML: {error}</translation>
    </message>
    <message>
        <source>{text!r} is not a SHA-256 commitment (64 hex digits)</source>
        <translation>{text!r} — не SHA-256-обязательство (64 шестнадцатеричные цифры)</translation>
    </message>
    <message>
        <source>{url}: cannot be read ({error})</source>
        <translation>{url}: не удаётся прочитать ({error})</translation>
    </message>
    <message>
        <source>{url}: the forum answered HTTP {status}</source>
        <translation>{url}: форум ответил HTTP {status}</translation>
    </message>
    <message>
        <source>{url}: the forum asks for a login (HTTP {status})</source>
        <translation>{url}: форум требует войти (HTTP {status})</translation>
    </message>
    <message>
        <source>{what} must be a list of names</source>
        <translation>{what}: должен быть список имён</translation>
    </message>
    <message>
        <source>{where} votes.{name}</source>
        <translation>{where} votes.{name}</translation>
    </message>
    <message>
        <source>{where}, line {line}</source>
        <translation>{where}, строка {line}</translation>
    </message>
    <message>
        <source>{where}, line {line}: not JSON ({error})</source>
        <translation>{where}, строка {line}: не JSON ({error})</translation>
    </message>
    <message>
        <source>{where}, line {line}: post {number} after post {before} (line {previous}); posts are listed in posting order, numbered by their place in the thread</source>
        <translation>{where}, строка {line}: пост {number} после поста {before} (строка {previous}); посты перечисляются в порядке публикации и нумеруются по их месту в теме</translation>
    </message>
    <message>
        <source>{where}, line {line}: post {number} again (line {previous} is post {number} too); posts are listed in posting order, numbered by their place in the thread</source>
        <translation>{where}, строка {line}: пост {number} ещё раз (строка {previous} — тоже пост {number}); посты перечисляются в порядке публикации и нумеруются по их месту в теме</translation>
    </message>
    <message>
        <source>{where}: &apos;ability&apos; must be a string</source>
        <translation>{where}: &apos;ability&apos; должно быть строкой</translation>
    </message>
    <message>
        <source>{where}: &apos;actions&apos; must be a list</source>
        <translation>{where}: &apos;actions&apos; должно быть списком</translation>
    </message>
    <message>
        <source>{where}: &apos;author&apos; must be a name</source>
        <translation>{where}: &apos;author&apos; должен быть именем</translation>
    </message>
    <message>
        <source>{where}: &apos;edited&apos; must be true or false</source>
        <translation>{where}: &apos;edited&apos; должно быть true или false</translation>
    </message>
    <message>
        <source>{where}: &apos;moderator&apos; must be a list of tables</source>
        <translation>{where}: &apos;moderator&apos; должно быть списком таблиц</translation>
    </message>
    <message>
        <source>{where}: &apos;number&apos; must be a post number (1 or more)</source>
        <translation>{where}: &apos;number&apos; должен быть номером поста (1 или больше)</translation>
    </message>
    <message>
        <source>{where}: &apos;rng&apos; must be a table</source>
        <translation>{where}: &apos;rng&apos; должно быть таблицей</translation>
    </message>
    <message>
        <source>{where}: &apos;shots&apos; must be a whole number from 0 to 1000</source>
        <translation>{where}: &apos;shots&apos; должно быть целым числом от 0 до 1000</translation>
    </message>
    <message>
        <source>{where}: &apos;time&apos; must be a string</source>
        <translation>{where}: &apos;time&apos; должно быть строкой</translation>
    </message>
    <message>
        <source>{where}: &apos;votes&apos; must be a list or a table of lists</source>
        <translation>{where}: &apos;votes&apos; должно быть списком или таблицей списков</translation>
    </message>
    <message>
        <source>{where}: a post is a JSON object</source>
        <translation>{where}: пост должен быть JSON-объектом</translation>
    </message>
    <message>
        <source>{where}: a role id is at most 64 characters</source>
        <translation>{where}: id роли — не длиннее 64 символов</translation>
    </message>
    <message>
        <source>{where}: a vote&apos;s &apos;target&apos; must be a name or &quot;&quot;</source>
        <translation>{where}: &apos;target&apos; голоса должен быть именем или &quot;&quot;</translation>
    </message>
    <message>
        <source>{where}: a {forum} page with no posts (not a thread page?)</source>
        <translation>{where}: страница {forum} без постов (не страница темы?)</translation>
    </message>
    <message>
        <source>{where}: cannot load {rules}: not a built-in ruleset class</source>
        <translation>{where}: не удаётся загрузить {rules}: это не класс встроенного набора правил</translation>
    </message>
    <message>
        <source>{where}: cannot load {rules}: {error}</source>
        <translation>{where}: не удаётся загрузить {rules}: {error}</translation>
    </message>
    <message>
        <source>{where}: every action needs an &apos;actor&apos; name</source>
        <translation>{where}: у каждого действия должно быть имя &apos;actor&apos;</translation>
    </message>
    <message>
        <source>{where}: every vote needs a &apos;voter&apos; name</source>
        <translation>{where}: у каждого голоса должно быть имя &apos;voter&apos;</translation>
    </message>
    <message>
        <source>{where}: expected a role id or a table {{ role = ... }}</source>
        <translation>{where}: ожидался id роли или таблица {{ role = ... }}</translation>
    </message>
    <message>
        <source>{where}: expected a whole number from {low} to {high}</source>
        <translation>{where}: ожидалось целое число от {low} до {high}</translation>
    </message>
    <message>
        <source>{where}: expected {kind}</source>
        <translation>{where}: ожидалось: {kind}</translation>
    </message>
    <message>
        <source>{where}: give exactly one of &apos;html&apos;, &apos;bbcode&apos; or &apos;text&apos;</source>
        <translation>{where}: укажите ровно одно из &apos;html&apos;, &apos;bbcode&apos; или &apos;text&apos;</translation>
    </message>
    <message>
        <source>{where}: no posts (an empty posts file)</source>
        <translation>{where}: постов нет (файл постов пуст)</translation>
    </message>
    <message>
        <source>{where}: no posts found; start each post with a line like &apos;#12 Vivax&apos; (the post&apos;s number in the thread, then its author), or paste the thread page&apos;s HTML</source>
        <translation>{where}: постов не найдено; начинайте каждый пост строкой вида &apos;#12 Vivax&apos; (номер поста в теме, затем его автор) или вставьте HTML страницы темы</translation>
    </message>
    <message>
        <source>{where}: not a thread page of a forum MafiaMod knows</source>
        <translation>{where}: это не страница темы форума, известного MafiaMod</translation>
    </message>
    <message>
        <source>{where}: replacement name {new!r} is missing or already in use</source>
        <translation>{where}: имя замены {new!r} не указано или уже занято</translation>
    </message>
    <message>
        <source>{where}: targets</source>
        <translation>{where}: цели</translation>
    </message>
    <message>
        <source>{where}: the forum asks for a login; log in and save the page</source>
        <translation>{where}: форум требует войти; войдите и сохраните страницу</translation>
    </message>
    <message>
        <source>{where}: unknown ability {ability!r} for {setup}</source>
        <translation>{where}: неизвестная способность {ability!r} для {setup}</translation>
    </message>
    <message>
        <source>{where}: unknown moderator entry {entry!r}</source>
        <translation>{where}: неизвестная запись ведущего {entry!r}</translation>
    </message>
    <message>
        <source>{where}: votes.{name} must be a list</source>
        <translation>{where}: votes.{name} должно быть списком</translation>
    </message>
    <message>
        <source>{where}: {actor}&apos;s {key!r} must be a player name</source>
        <translation>{where}: {key!r} у {actor} должно быть именем игрока</translation>
    </message>
    <message>
        <source>{where}: {name!r} and {other!r} read as the same name; make them clearly different</source>
        <translation>{where}: {name!r} и {other!r} читаются как одно имя; сделайте их явно разными</translation>
    </message>
    <message>
        <source>{where}: {name!r} reads as the special vote target {special!r}; choose another name</source>
        <translation>{where}: {name!r} читается как особая цель голосования {special!r}; выберите другое имя</translation>
    </message>
    <message>
        <source>{where}: {setup} has no vote named {vote!r}</source>
        <translation>{where}: в {setup} нет голосования {vote!r}</translation>
    </message>
    <message>
        <source>{where}: {what} {name!r} is not a player</source>
        <translation>{where}: {what} {name!r} — не игрок</translation>
    </message>
    <message>
        <source>{word!r} is read as {ability} too (both held by {role})</source>
        <translation>{word!r} читается и как {ability} (обе способности у роли {role})</translation>
    </message>
    <message>
        <source>must be {count} (the number of targets the rules of this setup read from an entry of this kind, {kind}), found {value}</source>
        <translation>должно быть {count} (столько целей правила этого сетапа читают из заявки этого вида, {kind}), найдено {value}</translation>
    </message>
</context>
<context>
    <name>library</name>
    <message>
        <source>A deadline tie: a random tied candidate, nobody, or the earliest wagon</source>
        <translation>Ничья к дедлайну: случайный из равных, никто или первый вагон</translation>
    </message>
    <message>
        <source>A mafioso performs the kill: it can be blocked, tracked and watched</source>
        <translation>Убийство совершает мафиози: его можно заблокировать, выследить и увидеть</translation>
    </message>
    <message>
        <source>A player may vote for himself</source>
        <translation>Игрок может голосовать за себя</translation>
    </message>
    <message>
        <source>Assigned factional kill</source>
        <translation>Убийство назначенным мафиози</translation>
    </message>
    <message>
        <source>Day start (D1 N1 D2 …) or night start (N0 D1 N1 …)</source>
        <translation>Начало днём (D1 N1 D2 …) или ночью (N0 D1 N1 …)</translation>
    </message>
    <message>
        <source>Lock votes at LYLO</source>
        <translation>Голоса без отмены при LYLO</translation>
    </message>
    <message>
        <source>Majority ends the day at once from this day on (0, false or &quot;off&quot;: never)</source>
        <translation>С этого дня большинство голосов сразу завершает день (0 — никогда)</translation>
    </message>
    <message>
        <source>Majority from day</source>
        <translation>Большинство</translation>
    </message>
    <message>
        <source>Mandatory factional kill</source>
        <translation>Обязательное убийство мафии</translation>
    </message>
    <message>
        <source>Night 0 cop peek</source>
        <translation>Проверка комиссара в ночь 0</translation>
    </message>
    <message>
        <source>No factional kill submitted: a random non-mafia player is killed</source>
        <translation>Мафия не прислала убийство: погибает случайный не-мафиози</translation>
    </message>
    <message>
        <source>No-lynch vote</source>
        <translation>Голос «никого» (Sleep)</translation>
    </message>
    <message>
        <source>On a day the Town must eliminate correctly, each player&apos;s first vote is final</source>
        <translation>Если город обязан казнить верно, первый голос окончателен</translation>
    </message>
    <message>
        <source>Players may vote Sleep (no-lynch) to forgo the day&apos;s elimination</source>
        <translation>Можно голосовать Sleep (no-lynch): в этот день никого не казнят</translation>
    </message>
    <message>
        <source>Self-votes</source>
        <translation>Голос за себя</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Начало</translation>
    </message>
    <message>
        <source>The first Cop starts with one random town read</source>
        <translation>Первый комиссар начинает с одной случайной проверки мирного</translation>
    </message>
    <message>
        <source>The vote count ends with every vote in posting order and the last post counted</source>
        <translation>В конце подсчёта — все голоса по порядку постов и последний учтённый пост</translation>
    </message>
    <message>
        <source>Tie rule</source>
        <translation>Правило ничьей</translation>
    </message>
    <message>
        <source>Vote history in the vote count</source>
        <translation>История голосов в подсчёте</translation>
    </message>
    <message>
        <source>a seeded random draw</source>
        <translation>случайный выбор по зерну</translation>
    </message>
    <message>
        <source>day start</source>
        <translation>начало днём</translation>
    </message>
    <message>
        <source>night start</source>
        <translation>начало ночью</translation>
    </message>
    <message>
        <source>nobody is eliminated</source>
        <translation>никого не казнят</translation>
    </message>
    <message>
        <source>the first to reach the tied count</source>
        <translation>кто первым набрал это число голосов</translation>
    </message>
</context>
</TS>
