-- Money messages (issue 30): the gateway tells a member in the inbox when money moves (a deposit
-- credited or rejected, a withdrawal approved or rejected, a reward credited) and when a
-- responsible-gaming limit change comes in force. Such a message is written in the same batch as
-- the movement, as a template key and its parameters (JSON): the inbox renders it in the reader's
-- language at read time, so it reads in whichever language the member uses then. title and
-- content keep a rendering in the language the member last used with the order (TY by default),
-- read when a template is unknown to the running gateway.
-- created_at may lie ahead: a limit raise waits out its cooling-off, and its message is dated the
-- moment the raise comes in force. The inbox shows a message only from its created_at on.
ALTER TABLE messages ADD COLUMN template TEXT;
ALTER TABLE messages ADD COLUMN params TEXT;
-- The movement a money message describes ('deposit:ID', 'withdrawal:ID', 'reward:ID'): at most
-- one message per movement, whatever retries or races happen.
ALTER TABLE messages ADD COLUMN ref TEXT;
CREATE UNIQUE INDEX messages_movement ON messages(member_id, ref) WHERE ref IS NOT NULL;
