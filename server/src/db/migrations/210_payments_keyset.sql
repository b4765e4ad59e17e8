-- The payments list a page at a time (server/src/modules/payments/README.md, "The payments list"):
-- keyset on (created_at, id) newest first for one user. The index of 001 stops at created_at, so
-- a page whose seam falls between payments of one instant sorted them again; this one reads the
-- page in its order and stops after page_size + 1 rows. It replaces 001's (same leading columns).
-- Portable PostgreSQL: runs unchanged on PGlite and PostgreSQL 13+.
CREATE INDEX payments_user_latest ON payments (user_id, created_at DESC, id DESC);
DROP INDEX payments_user_created;
