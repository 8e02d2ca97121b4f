import { Migration } from '@mikro-orm/migrations';

/**
 * The media lifecycle (issue 36): a file's focal point (fractions of its width and height, or
 * none: the centre), and its version, an opaque token that changes whenever its bytes are
 * replaced or its focal point moves. Delivery URLs carrying the current token (`v=`) are cached
 * for a year; the token of existing files is the start of their hash.
 */
export class Migration20261129200000_media_lifecycle extends Migration {
  override up(): void {
    this.addSql(`alter table "media_file" add column "focal_x" real null, add column "focal_y" real null,
      add column "version" varchar(32) not null default '';`);
    this.addSql(`update "media_file" set "version" = left("hash", 16);`);
    this.addSql(`alter table "media_file" alter column "version" drop default;`);
    this.addSql(`alter table "media_file" add constraint "media_file_focal_check" check (("focal_x" is null) = ("focal_y" is null)
      and ("focal_x" is null or ("focal_x" between 0 and 1 and "focal_y" between 0 and 1)));`);
  }

  override down(): void {
    this.addSql(`alter table "media_file" drop constraint if exists "media_file_focal_check";`);
    this.addSql(`alter table "media_file" drop column if exists "focal_x", drop column if exists "focal_y", drop column if exists "version";`);
  }
}
