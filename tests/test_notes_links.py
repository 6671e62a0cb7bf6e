"""The link graph over real note files: resolution order, backlinks, broken links, orphans."""

from __future__ import annotations

from pathlib import Path

from memlane.notes import LinkGraph, ProjectNotes, extract_links


def write(project: Path, relative: str, text: str) -> None:
    path = project / ".agents" / "memory" / relative
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text)


def managed(note_id: str, title: str, body: str) -> str:
    return f"---\nschemaVersion: 1\nid: {note_id}\ntitle: {title}\n---\n{body}"


def graph(project: Path) -> LinkGraph:
    return ProjectNotes(project).links()


def test_wiki_links_resolve_by_id_then_title_then_stem(tmp_path: Path) -> None:
    write(tmp_path, "ssh-a1.md", managed("id-ssh", "SSH host pinning", "pinned"))
    write(tmp_path, "remote.md", managed("id-remote", "Remote workspaces", "remote"))
    write(tmp_path, "deploy.md", "# Deploy\n")
    write(
        tmp_path,
        "hub.md",
        managed(
            "id-hub",
            "Hub",
            "By id [[id-ssh]], by title [[remote WORKSPACES]], by stem [[deploy]],"
            " with label [[Remote workspaces|the remote page]], with heading [[deploy#steps]].",
        ),
    )
    links = graph(tmp_path)
    hub = links.nodes["id-hub"]
    assert hub.outbound_ids == ("id-ssh", "id-remote", "md:deploy.md")
    assert hub.broken_links == ()
    assert links.nodes["id-ssh"].backlink_ids == ("id-hub",)
    assert links.nodes["md:deploy.md"].backlink_ids == ("id-hub",)
    assert links.warnings == ()


def test_markdown_links_resolve_by_relative_path_then_stem(tmp_path: Path) -> None:
    write(tmp_path, "ops/runbook.md", "# Runbook\nBack to [top](../index.md).\n")
    write(tmp_path, "ops/deploy-9f2c8a1e.md", managed("id-deploy", "Deploy", "steps"))
    write(
        tmp_path,
        "index.md",
        '# Index\n[runbook](ops/runbook.md) [deploy](<ops/deploy-9f2c8a1e.md> "Deploy")'
        " [by stem](somewhere/deploy-9f2c8a1e.md#top) [encoded](ops/run%62ook.md)\n",
    )
    links = graph(tmp_path)
    index = links.nodes["md:index.md"]
    assert index.outbound_ids == ("md:ops/runbook.md", "id-deploy")
    assert index.backlink_ids == ("md:ops/runbook.md",)
    assert index.broken_links == ()


def test_broken_links_and_orphans(tmp_path: Path) -> None:
    write(tmp_path, "a.md", "# A\nSee [[Nothing here]] and [gone](gone.md).\n")
    write(tmp_path, "lonely.md", "# Lonely\nNo links at all.\n")
    links = graph(tmp_path)
    assert links.nodes["md:a.md"].broken_links == ("Nothing here", "gone.md")
    assert links.broken == (("md:a.md", "Nothing here"), ("md:a.md", "gone.md"))
    # A note whose only links are broken has no links either way: it is an orphan too.
    assert links.orphans == ("md:a.md", "md:lonely.md")


def test_ambiguous_title_is_a_warning_and_stays_unresolved(tmp_path: Path) -> None:
    write(tmp_path, "one.md", managed("id-1", "Notes", "first"))
    write(tmp_path, "two.md", managed("id-2", "notes", "second"))
    write(tmp_path, "src.md", "# Source\nSee [[Notes]].\n")
    links = graph(tmp_path)
    source = links.nodes["md:src.md"]
    assert source.outbound_ids == ()
    assert source.ambiguous_links == ("Notes",)
    assert source.broken_links == ()
    (warning,) = links.warnings
    assert (warning.relative_path, warning.code) == ("src.md", "ambiguous_link")
    assert "one.md" in warning.message
    assert "two.md" in warning.message


def test_ambiguous_stem_across_folders(tmp_path: Path) -> None:
    write(tmp_path, "a/setup.md", "# Setup A\n")
    write(tmp_path, "b/setup.md", "# Setup B\n")
    write(tmp_path, "src.md", "# Source\n[[setup]] but [[a/setup]] is precise.\n")
    links = graph(tmp_path)
    assert links.nodes["md:src.md"].outbound_ids == ("md:a/setup.md",)
    assert [w.code for w in links.warnings] == ["ambiguous_link"]


def test_title_wins_over_stem(tmp_path: Path) -> None:
    write(tmp_path, "deploy.md", "# Something else\n")
    write(tmp_path, "x.md", managed("id-x", "Deploy", "titled Deploy"))
    write(tmp_path, "src.md", "# Source\n[[Deploy]]\n")
    assert graph(tmp_path).nodes["md:src.md"].outbound_ids == ("id-x",)


def test_self_links_duplicates_and_archived_targets(tmp_path: Path) -> None:
    write(
        tmp_path,
        "old.md",
        "---\nschemaVersion: 1\nid: id-old\ntitle: Old way\narchived: true\n---\nold\n",
    )
    write(tmp_path, "me.md", "# Me\n[[Me]] [[Old way]] [[old way]] [again](old.md)\n")
    links = graph(tmp_path)
    me = links.nodes["md:me.md"]
    assert me.outbound_ids == ("id-old",)
    assert me.broken_links == ()
    assert links.nodes["id-old"].backlink_ids == ("md:me.md",)


def test_code_images_urls_and_links_out_of_the_folder_are_not_note_links() -> None:
    body = (
        "```\n[[In a fence]]\n```\n"
        "Inline `[[in code]]` span.\n"
        "![diagram](diagram.md)\n"
        "[site](https://example.com/page.md) [mail](mailto:a@b.md) [anchor](#section)\n"
        "[real](real.md)\n"
    )
    assert [link.target for link in extract_links(body)] == ["real.md"]


def test_links_out_of_the_memory_folder_are_ignored(tmp_path: Path) -> None:
    write(tmp_path, "a.md", "# A\n[readme](../../README.md)\n")
    assert graph(tmp_path).nodes["md:a.md"].broken_links == ()
