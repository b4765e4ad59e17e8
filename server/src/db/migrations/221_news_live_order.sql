-- The home news feed (issue 30) in the order it is read: highest priority, then newest published,
-- over the items that can be live (published, not withdrawn). The feed walks it and stops after
-- its 20 items instead of filtering and sorting every item ever written (drafts, withdrawn and
-- expired ones included). It replaces news_order (priority, created_at), which no query reads
-- since news carry a publish time.
CREATE INDEX news_live ON news (priority DESC, published_at DESC, id DESC)
  WHERE withdrawn_at IS NULL AND published_at IS NOT NULL;
DROP INDEX news_order;
