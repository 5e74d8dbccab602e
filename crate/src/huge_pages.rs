//! [`HugePages`]: the native CLI's and benches' global allocator. Allocations of
//! 1 MiB and more get mappings of their own, 2 MiB-aligned and advised to the kernel
//! as huge pages (`madvise(MADV_HUGEPAGE)`, which Linux honours when transparent
//! huge pages are in `madvise` or `always` mode); smaller ones go to the system
//! allocator.
//!
//! The matching's partners (16 MB on a 2000×2000 board) and Hopcroft–Karp's words
//! (16 MB) are read at random by the searches, and with 4 KiB pages most of those
//! reads miss the TLB as well as the cache: a 16 MB array spans 4096 pages, one
//! huge page covers 512 of them, so the searches on big boards run measurably faster
//! on huge pages (glibc's own switch, `GLIBC_TUNABLES=glibc.malloc.hugetlb=1`, does
//! the same for a whole process).
//!
//! A mapping is rounded up to whole huge pages, so each big allocation may hold up
//! to 1 MiB more than asked, or twice a block between 1 and 2 MiB; its memory comes
//! zeroed from the kernel, so zeroed allocations cost no pass of their own.

use std::alloc::{GlobalAlloc, Layout, System};

/// A huge page: a mapping's alignment and granule.
const HUGE: usize = 2 << 20;

/// The size from which an allocation gets a mapping of its own: kuhn's marks on a
/// 2000×2000 board (a byte per right cell, 2 MB) are just under a huge page.
const BIG: usize = 1 << 20;

/// The global allocator that puts big allocations on huge pages (see the module).
///
/// ```
/// use std::alloc::{GlobalAlloc, Layout};
/// let layout = Layout::from_size_align(3 << 20, 8).unwrap();
/// let allocator = gridplay::huge_pages::HugePages;
/// unsafe {
///     let block = allocator.alloc_zeroed(layout);
///     assert_eq!(block as usize % (2 << 20), 0);
///     allocator.dealloc(block, layout);
/// }
/// ```
#[derive(Debug, Clone, Copy, Default)]
pub struct HugePages;

/// True for a block that gets a mapping of its own.
fn is_big(size: usize, align: usize) -> bool {
    size >= BIG && align <= HUGE
}

/// The length of the mapping for `size` bytes: whole huge pages, or `None` past
/// what the address space holds.
fn mapped_len(size: usize) -> Option<usize> {
    size.checked_next_multiple_of(HUGE)
        .filter(|&len| len <= isize::MAX as usize - HUGE)
}

/// A fresh mapping of `size` bytes (rounded up to whole huge pages), aligned to a
/// huge page and advised as huge pages; null when the kernel has none.
unsafe fn map(size: usize) -> *mut u8 {
    let Some(len) = mapped_len(size) else {
        return std::ptr::null_mut();
    };
    // One huge page more than needed, so an aligned start lies inside; the
    // unaligned head and tail go back at once.
    // SAFETY: an anonymous private mapping at an address of the kernel's choice
    // touches no memory of ours.
    let raw = unsafe {
        libc::mmap(
            std::ptr::null_mut(),
            len + HUGE,
            libc::PROT_READ | libc::PROT_WRITE,
            libc::MAP_PRIVATE | libc::MAP_ANONYMOUS,
            -1,
            0,
        )
    };
    if raw == libc::MAP_FAILED {
        return std::ptr::null_mut();
    }
    let start = raw as usize;
    let aligned = start.next_multiple_of(HUGE);
    let (head, tail) = (aligned - start, HUGE - (aligned - start));
    // SAFETY: the head and tail lie inside the mapping just made and outside the
    // block returned; the advice covers the block only.
    unsafe {
        if head > 0 {
            libc::munmap(raw, head);
        }
        if tail > 0 {
            libc::munmap((aligned + len) as *mut libc::c_void, tail);
        }
        // Only advice: without it the block still works, on small pages.
        libc::madvise(aligned as *mut libc::c_void, len, libc::MADV_HUGEPAGE);
    }
    aligned as *mut u8
}

/// Returns a mapping made by [`map`] for `size` bytes.
unsafe fn unmap(block: *mut u8, size: usize) {
    let len = mapped_len(size).expect("a block that was mapped");
    // SAFETY: `block` and `len` are those `map` made for `size`.
    unsafe {
        libc::munmap(block as *mut libc::c_void, len);
    }
}

// SAFETY: every layout goes the same way each time (`is_big` of its size and
// alignment): big blocks to `map` and `unmap`, which give whole huge pages
// aligned to 2 MiB (at least the layout's alignment), the rest to `System`. A
// block that changes sides in `realloc` is copied and freed where it came from.
unsafe impl GlobalAlloc for HugePages {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        if is_big(layout.size(), layout.align()) {
            unsafe { map(layout.size()) }
        } else {
            unsafe { System.alloc(layout) }
        }
    }

    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        if is_big(layout.size(), layout.align()) {
            // Fresh anonymous mappings are zeroed by the kernel.
            unsafe { map(layout.size()) }
        } else {
            unsafe { System.alloc_zeroed(layout) }
        }
    }

    unsafe fn dealloc(&self, block: *mut u8, layout: Layout) {
        if is_big(layout.size(), layout.align()) {
            unsafe { unmap(block, layout.size()) }
        } else {
            unsafe { System.dealloc(block, layout) }
        }
    }

    unsafe fn realloc(&self, block: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        let (old_big, new_big) = (
            is_big(layout.size(), layout.align()),
            is_big(new_size, layout.align()),
        );
        if !old_big && !new_big {
            return unsafe { System.realloc(block, layout, new_size) };
        }
        if old_big && new_big && mapped_len(layout.size()) == mapped_len(new_size) {
            // The mapping holds the new size too.
            return block;
        }
        let new_layout = unsafe { Layout::from_size_align_unchecked(new_size, layout.align()) };
        let moved = unsafe { self.alloc(new_layout) };
        if !moved.is_null() {
            unsafe {
                std::ptr::copy_nonoverlapping(block, moved, layout.size().min(new_size));
                self.dealloc(block, layout);
            }
        }
        moved
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Big blocks are aligned to a huge page and zeroed, keep their bytes when
    /// they grow and shrink across the 2 MiB line, and small ones still work.
    #[test]
    fn blocks_keep_their_bytes_across_sizes() {
        let allocator = HugePages;
        let sizes = [
            100,
            BIG - 1,
            BIG,
            HUGE - 1,
            HUGE + 1,
            3 * HUGE + 5,
            64,
            5 * HUGE,
        ];
        let layout = |size| Layout::from_size_align(size, 8).unwrap();
        unsafe {
            let mut block = allocator.alloc_zeroed(layout(sizes[0]));
            let mut size = sizes[0];
            block.write_bytes(0xA5, size);
            for &next in &sizes[1..] {
                block = allocator.realloc(block, layout(size), next);
                assert!(!block.is_null(), "{size} -> {next}");
                let kept = std::slice::from_raw_parts(block, size.min(next));
                assert!(kept.iter().all(|&b| b == 0xA5), "{size} -> {next}");
                if is_big(next, 8) {
                    assert_eq!(block as usize % HUGE, 0, "{next}");
                }
                block
                    .add(size.min(next))
                    .write_bytes(0xA5, next - size.min(next));
                size = next;
            }
            allocator.dealloc(block, layout(size));

            let zeroed = allocator.alloc_zeroed(layout(3 * HUGE));
            let bytes = std::slice::from_raw_parts(zeroed, 3 * HUGE);
            assert!(bytes.iter().all(|&b| b == 0));
            allocator.dealloc(zeroed, layout(3 * HUGE));
        }
    }

    /// A size past what the address space holds gets null, not a panic.
    #[test]
    fn an_impossible_size_gets_null() {
        let layout = Layout::from_size_align(isize::MAX as usize - 8, 8).unwrap();
        assert!(unsafe { HugePages.alloc(layout) }.is_null());
    }
}
